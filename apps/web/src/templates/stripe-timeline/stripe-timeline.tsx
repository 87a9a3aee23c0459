import type { ReactNode } from 'react';
import { NameContactHeader } from '../shared/header-parts';
import { RichPiece } from '../shared/rich-text';
import { SingleColumnDocument } from '../shared/single-column-document';
import type { EntryHeadData, HeaderData, SingleColumnParts } from '../shared/single-column-flow';
import type { TemplateProps } from '../shared/template-types';
import { plainRowParts } from '../shared/two-cell-row';
import './stripe-timeline.css';

/** Name, then the contact details in one line; this template shows no photo. */
function Header({ personal }: HeaderData) {
  return <NameContactHeader personal={personal} prefix="st" />;
}

/** Where a row stands on the time axis: an entry's head (a marker), its text, or off the axis. */
type Axis = 'none' | 'mark' | 'line';

function Row({
  when,
  end = false,
  axis = 'none',
  first = false,
  last = false,
  children,
}: {
  when?: ReactNode;
  end?: boolean;
  axis?: Axis;
  /** The section's axis starts at this row's marker. */
  first?: boolean;
  /** The section's axis ends in this row. */
  last?: boolean;
  children: ReactNode;
}) {
  const axisClasses = ['st-axis', `st-axis--${axis}`];
  if (first) axisClasses.push('st-axis--first');
  if (last) axisClasses.push('st-axis--last');
  return (
    <div className={end ? 'st-row st-row--end' : 'st-row'}>
      <div className="vt-when st-when">{when}</div>
      <div className={axisClasses.join(' ')} />
      <div className="vt-what st-what">{children}</div>
    </div>
  );
}

function EntryHead({ dateRange, title, subtitle, place, grade, end, first, last }: EntryHeadData) {
  return (
    <Row when={dateRange} end={end} axis="mark" first={first} last={last && end}>
      {title !== '' && <h3 className="vt-title st-title">{title}</h3>}
      {(subtitle !== '' || place !== '') && (
        <p className="st-where">
          {subtitle}
          {place !== '' && <span className="st-place">{subtitle !== '' ? ` · ${place}` : place}</span>}
        </p>
      )}
      {grade !== '' && <p className="vt-grade st-grade">{grade}</p>}
    </Row>
  );
}

const PARTS: SingleColumnParts = {
  header: (data) => <Header {...data} />,
  heading: ({ title }) => <h2 className="vt-heading st-heading">{title}</h2>,
  entryHead: (data) => <EntryHead {...data} />,
  ...plainRowParts('st', Row),
  piece: ({ block, piece, end, inEntry, last, compact }) => (
    <Row end={end} axis={inEntry ? 'line' : 'none'} last={inEntry && last}>
      <RichPiece block={block} piece={piece} compact={compact} />
    </Row>
  ),
};

/**
 * styleTempFive, "stripe-timeline" (Zeitleiste): a narrow stripe in the template colour down the
 * left edge of every page; dates right-aligned before a time axis with a diamond per job or
 * degree, the entry after it; large headings in the colour without rules. No photo.
 */
export function StripeTimeline({ doc }: TemplateProps) {
  return <SingleColumnDocument doc={doc} parts={PARTS} prefix="st" />;
}
