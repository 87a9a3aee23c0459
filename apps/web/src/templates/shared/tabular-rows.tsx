import type { ReactNode } from 'react';
import type { EntryHeadFields } from './flow-groups';

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

/** 'Geburtsdatum und -ort' breaks before '-ort', never after the hyphen. */
export function LabelText({ text, nowrapClass }: { text: string; nowrapClass: string }) {
  const match = /^(.*\s)(-\S+)$/.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      <span className={nowrapClass}>{match[2]}</span>
    </>
  );
}

/** Title, employer or school with place, and grade: the content cell of an entry's head. */
export function EntryLines({ prefix, title, subtitle, place, grade }: EntryHeadProps & { prefix: string }) {
  const where = [subtitle, place].filter((part) => part !== '').join(', ');
  return (
    <>
      {title !== '' && <h3 className={`${prefix}-title`}>{title}</h3>}
      {where !== '' && <p className={`${prefix}-where`}>{where}</p>}
      {grade !== '' && <p className={`${prefix}-grade`}>{grade}</p>}
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
  when,
  variant,
  first = false,
  end = false,
  children,
}: RowProps & { prefix: string }) {
  const classes = [`${prefix}-row`, `${prefix}-row--${variant}`];
  if (first) classes.push(`${prefix}-row--first`);
  if (end) classes.push(`${prefix}-row--end`);
  return (
    <div className={classes.join(' ')}>
      <div className={`${prefix}-when`}>
        {when && variant === 'personal' ? <LabelText text={when} nowrapClass={`${prefix}-nowrap`} /> : when}
      </div>
      <div className={`${prefix}-what`}>{children}</div>
    </div>
  );
}

/** An entry's head as a row: the date range left, title, employer or school, and grade beside it. */
export function TabularEntryHead({ prefix, ...props }: EntryHeadProps & { prefix: string }) {
  return (
    <TabularRow prefix={prefix} variant="entry" when={props.dateRange} first end={props.end}>
      <EntryLines prefix={prefix} {...props} />
    </TabularRow>
  );
}
