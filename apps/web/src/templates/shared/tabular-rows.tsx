import type { ReactNode } from 'react';
import type { EntryHeadFields } from './flow-groups';
import { RowLabel } from './row-label';

/** What a row is, so a template can style rows differently (a timeline line for entries only). */
export type RowVariant = 'entry' | 'text' | 'personal' | 'signature';

export interface RowProps {
  /** The left column: a date range or, for personal details, a label. */
  when?: string;
  variant: RowVariant;
  /** The first row of an entry (its head). */
  first?: boolean;
  /** The last row of an entry or section: carries the space before the next one. */
  end?: boolean;
  children: ReactNode;
}

export type EntryHeadProps = EntryHeadFields;

/**
 * How a design lays its rows out: `table` the shared grid (`vt-row`: the date column, the entry
 * beside it, on one baseline), `own` a grid of the design's own, `stacked` dates above the entry.
 */
export type RowLook = 'table' | 'own' | 'stacked';

/** Title, employer or school with place, and grade: the content cell of an entry's head. */
export function EntryLines({ prefix, title, subtitle, place, grade }: EntryHeadProps & { prefix: string }) {
  const where = [subtitle, place].filter((part) => part !== '').join(', ');
  return (
    <>
      {title !== '' && <h3 className={`vt-title ${prefix}-title`}>{title}</h3>}
      {where !== '' && <p className={`${prefix}-where`}>{where}</p>}
      {grade !== '' && <p className={`vt-grade ${prefix}-grade`}>{grade}</p>}
    </>
  );
}

/**
 * The usual row of a tabular template with the template's class prefix:
 * `<p>-row <p>-row--<variant>` (+ `<p>-row--first`, `<p>-row--end`), cells `<p>-when` and
 * `<p>-what`. Personal-detail labels break before '-ort', never after the hyphen.
 */
export function TabularRow({
  prefix,
  look,
  when,
  variant,
  first = false,
  end = false,
  children,
}: RowProps & { prefix: string; look: RowLook }) {
  const classes = look === 'table' ? ['vt-row'] : [];
  classes.push(`${prefix}-row`, `${prefix}-row--${variant}`);
  if (first) classes.push(`${prefix}-row--first`);
  if (end) classes.push(`${prefix}-row--end`);
  return (
    <div className={classes.join(' ')}>
      <div className={`vt-when ${prefix}-when`}>
        {when && variant === 'personal' ? <RowLabel text={when} /> : when}
      </div>
      <div className={`vt-what ${prefix}-what`}>{children}</div>
    </div>
  );
}

/** An entry's head as a row: the date range left, title, employer or school, and grade beside it. */
export function TabularEntryHead({
  prefix,
  look,
  ...props
}: EntryHeadProps & { prefix: string; look: RowLook }) {
  return (
    <TabularRow prefix={prefix} look={look} variant="entry" when={props.dateRange} first end={props.end}>
      <EntryLines prefix={prefix} {...props} />
    </TabularRow>
  );
}
