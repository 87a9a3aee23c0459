import { IdentityHeader } from '../shared/header-parts';
import { SingleColumnDocument } from '../shared/single-column-document';
import type { EntryHeadData, HeaderData, SingleColumnParts } from '../shared/single-column-flow';
import type { TemplateProps } from '../shared/template-types';
import { PrefixedRow, plainRowParts, type TwoCellRowProps } from '../shared/two-cell-row';
import './accent-bar.css';

/** Name and contact beside a bar in the template colour; the photo top right. */
function Header({ personal, photoAlt }: HeaderData) {
  return <IdentityHeader personal={personal} photoAlt={photoAlt} prefix="ab" />;
}

function Row(props: TwoCellRowProps) {
  return <PrefixedRow prefix="ab" look="table" {...props} />;
}

function EntryHead({ dateRange, title, subtitle, place, grade, end }: EntryHeadData) {
  return (
    <Row when={dateRange} end={end}>
      {title !== '' && <h3 className="vt-title ab-title">{title}</h3>}
      {subtitle !== '' && (
        <p className="ab-where">
          {subtitle}
          {place !== '' && <span className="ab-place">, {place}</span>}
        </p>
      )}
      {subtitle === '' && place !== '' && <p className="ab-where">{place}</p>}
      {grade !== '' && <p className="vt-grade ab-grade">{grade}</p>}
    </Row>
  );
}

const PARTS: SingleColumnParts = {
  header: (data) => <Header {...data} />,
  heading: ({ title }) => (
    <h2 className="vt-heading ab-heading">
      <span className="ab-heading__text">{title}</span>
    </h2>
  ),
  entryHead: (data) => <EntryHead {...data} />,
  ...plainRowParts('ab', Row),
};

/**
 * styleTempThree: a bar in the template colour beside the name, the photo top right; headings
 * in the colour after a small square, with a hairline running to the margin; dates in the
 * colour in the left column, the entry beside them.
 */
export function AccentBar({ doc }: TemplateProps) {
  return <SingleColumnDocument doc={doc} parts={PARTS} prefix="ab" />;
}
