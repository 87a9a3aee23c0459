import type { ComponentType, ReactNode } from 'react';
import { LanguageLine } from './language-bars';
import { LinkText } from './personal-details';
import { RichPiece } from './rich-text';
import { RowLabel } from './row-label';
import { SignatureView } from './signature-view';
import type { SingleColumnParts } from './single-column-flow';
import { EntryLines } from './tabular-rows';

export type TwoCellRowProps = { when?: ReactNode; end?: boolean; children: ReactNode };
export type TwoCellRow = ComponentType<TwoCellRowProps>;

/**
 * The row of the tabular single-column designs: a left cell (dates, labels) and a right cell, as
 * `<prefix>-row` (`--end` on a section's last row) with `<prefix>-when` and `<prefix>-what`; a
 * `table` row has the shared grid (see `RowLook`).
 */
export function PrefixedRow({
  prefix,
  look,
  when,
  end = false,
  children,
}: TwoCellRowProps & { prefix: string; look: 'table' | 'own' }) {
  const classes = look === 'table' ? ['vt-row', `${prefix}-row`] : [`${prefix}-row`];
  if (end) classes.push(`${prefix}-row--end`);
  return (
    <div className={classes.join(' ')}>
      <div className={`vt-when ${prefix}-when`}>{when}</div>
      <div className={`vt-what ${prefix}-what`}>{children}</div>
    </div>
  );
}

/** An entry's head as a row: the dates left; title, employer or school with place, and grade beside them. */
export const entryHeadRow =
  (prefix: string, Row: TwoCellRow): SingleColumnParts['entryHead'] =>
  (data) => (
    <Row when={data.dateRange} end={data.end}>
      <EntryLines prefix={prefix} {...data} />
    </Row>
  );

type RowParts = Pick<SingleColumnParts, 'piece' | 'language' | 'link' | 'personalRow' | 'signature'>;

/**
 * The rows these designs draw alike — text pieces, languages, links, personal details and the
 * signature — in a design's own row and class prefix; a design overrides what it draws otherwise.
 */
export function plainRowParts(prefix: string, Row: TwoCellRow): RowParts {
  return {
    piece: ({ block, piece, end, compact }) => (
      <Row end={end}>
        <RichPiece block={block} piece={piece} compact={compact} />
      </Row>
    ),
    language: ({ item, end }) => (
      <Row end={end}>
        <LanguageLine language={item} className={`${prefix}-language`} />
      </Row>
    ),
    link: ({ item, end }) => (
      <Row end={end}>
        <p className={`vt-link ${prefix}-link`}>
          <LinkText link={item} />
        </p>
      </Row>
    ),
    personalRow: ({ label, value, end }) => (
      <Row when={<RowLabel text={label} />} end={end}>
        <LinkText link={value} />
      </Row>
    ),
    signature: (data) => (
      <Row>
        <SignatureView {...data} className={`${prefix}-signature`} />
      </Row>
    ),
  };
}
