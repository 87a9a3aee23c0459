import { MonthYearGroup } from './month-year-group';
import './date-range.css';

/** Both dates of a job or a degree, and whether it is still going on (then it has no end). */
export interface DateRange {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
  current: boolean;
}

interface DateRangeFieldsProps {
  /** Ids of the start and end groups (see `MonthYearGroup`) and of the 'still going on' box. */
  ids: { start: string; end: string; current: string };
  legends: { start: string; end: string };
  currentLabel: string;
  /** Said under the 'still going on' box and tied to it. */
  currentHint?: string | undefined;
  years: readonly string[];
  keepUnlistedYear?: boolean;
  value: DateRange;
  errors: { start?: string | undefined; end?: string | undefined };
  onChange: (patch: Partial<DateRange>) => void;
}

/**
 * The date-range picker of the work and the education form: start, end, and the box under the
 * end that clears and locks it (01 §4).
 */
type DateKey = Exclude<keyof DateRange, 'current'>;
const PARTS = {
  start: { month: 'startMonth', year: 'startYear' },
  end: { month: 'endMonth', year: 'endYear' },
} as const satisfies Record<string, Record<'month' | 'year', DateKey>>;
const datePatch = (key: DateKey, date: string): Partial<DateRange> => ({ [key]: date });

export function DateRangeFields({ ids, legends, value, errors, onChange, ...props }: DateRangeFieldsProps) {
  return (
    <div className="date-range">
      {(['start', 'end'] as const).map((part) => (
        <MonthYearGroup
          key={part}
          id={ids[part]}
          legend={legends[part]}
          years={props.years}
          keepUnlistedYear={props.keepUnlistedYear}
          month={value[PARTS[part].month]}
          year={value[PARTS[part].year]}
          error={errors[part]}
          disabled={part === 'end' && value.current}
          onMonth={(month) => onChange(datePatch(PARTS[part].month, month))}
          onYear={(year) => onChange(datePatch(PARTS[part].year, year))}
        >
          {part === 'end' && (
            <CurrentBox
              id={ids.current}
              label={props.currentLabel}
              hint={props.currentHint}
              checked={value.current}
              onChange={onChange}
            />
          )}
        </MonthYearGroup>
      ))}
    </div>
  );
}

interface CurrentBoxProps {
  id: string;
  label: string;
  hint: string | undefined;
  checked: boolean;
  onChange: (patch: Partial<DateRange>) => void;
}

/** 'Still going on' under the end date: ticking it clears and locks the end (01 §4). */
function CurrentBox({ id, label, hint, checked, onChange }: CurrentBoxProps) {
  const hintId = `${id}-hint`;
  return (
    <>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="checkbox__input"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) =>
            onChange(event.target.checked ? { current: true, endMonth: '', endYear: '' } : { current: false })
          }
        />
        {label}
      </label>
      {hint && (
        <p className="field__hint date-range__hint" id={hintId}>
          {hint}
        </p>
      )}
    </>
  );
}
