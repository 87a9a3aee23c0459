import { NameContactHeader } from '../shared/header-parts';
import { SingleColumnDocument } from '../shared/single-column-document';
import type { HeaderData, SingleColumnParts } from '../shared/single-column-flow';
import type { TemplateProps } from '../shared/template-types';
import { entryHeadRow, PrefixedRow, plainRowParts, type TwoCellRowProps } from '../shared/two-cell-row';
import './column-rule.css';

/** Name and contact line; this template shows no photo. */
function Header({ personal }: HeaderData) {
  return <NameContactHeader personal={personal} prefix="cr" />;
}

/** Left cell (dates, labels) and right cell; the rule between them runs through every row. */
function Row(props: TwoCellRowProps) {
  return <PrefixedRow prefix="cr" look="own" {...props} />;
}

const PARTS: SingleColumnParts = {
  header: (data) => <Header {...data} />,
  heading: ({ title }) => (
    <h2 className="vt-heading cr-heading">
      <span className="cr-heading__rule" aria-hidden="true" />
      <span className="cr-heading__text">{title}</span>
    </h2>
  ),
  entryHead: entryHeadRow('cr', Row),
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
