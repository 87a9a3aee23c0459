import { SingleColumnDocument } from '../shared/single-column-document';
import type { EntryHeadData, HeaderData, SingleColumnParts } from '../shared/single-column-flow';
import type { TemplateProps } from '../shared/template-types';
import { PrefixedRow, plainRowParts, type TwoCellRowProps } from '../shared/two-cell-row';
import './column-rule.css';

/** Name and contact line; this template shows no photo. */
function Header({ personal }: HeaderData) {
  const reach = [personal.address, personal.phone, personal.email].filter((item) => item !== '');
  return (
    <header className="cr-header">
      {personal.fullName !== '' && <h1 className="cr-name">{personal.fullName}</h1>}
      {reach.length > 0 && (
        <ul className="cr-contact">
          {reach.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

/** Left cell (dates, labels) and right cell; the rule between them runs through every row. */
function Row(props: TwoCellRowProps) {
  return <PrefixedRow prefix="cr" {...props} />;
}

function EntryHead({ dateRange, title, subtitle, place, grade, end }: EntryHeadData) {
  const where = [subtitle, place].filter((part) => part !== '').join(', ');
  return (
    <Row when={dateRange} end={end}>
      {title !== '' && <h3 className="cr-title">{title}</h3>}
      {where !== '' && <p className="cr-where">{where}</p>}
      {grade !== '' && <p className="cr-grade">{grade}</p>}
    </Row>
  );
}

const PARTS: SingleColumnParts = {
  header: (data) => <Header {...data} />,
  heading: ({ title }) => (
    <h2 className="cr-heading">
      <span className="cr-heading__rule" aria-hidden="true" />
      <span className="cr-heading__text">{title}</span>
    </h2>
  ),
  entryHead: (data) => <EntryHead {...data} />,
  ...plainRowParts('cr', Row),
};

/**
 * styleTempTwo, "column-rule": a strict grid. A fine vertical rule runs between the date column
 * and the entries all the way down; each heading stands in the entry column with a bar in the
 * template colour filling the date column beside it. No photo.
 */
export function ColumnRule({ doc }: TemplateProps) {
  return <SingleColumnDocument doc={doc} parts={PARTS} prefix="cr" />;
}
