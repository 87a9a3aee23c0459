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
export function DateRangeFields({ ids, legends, value, errors, onChange, ...props }: DateRangeFieldsProps) {
  const hintId = `${ids.current}-hint`;
  return (
    <div className="date-range">
      <MonthYearGroup
        id={ids.start}
        legend={legends.start}
        years={props.years}
        keepUnlistedYear={props.keepUnlistedYear}
        month={value.startMonth}
        year={value.startYear}
        error={errors.start}
        onMonth={(startMonth) => onChange({ startMonth })}
        onYear={(startYear) => onChange({ startYear })}
      />
      <MonthYearGroup
        id={ids.end}
        legend={legends.end}
        years={props.years}
        keepUnlistedYear={props.keepUnlistedYear}
        month={value.endMonth}
        year={value.endYear}
        error={errors.end}
        disabled={value.current}
        onMonth={(endMonth) => onChange({ endMonth })}
        onYear={(endYear) => onChange({ endYear })}
      >
        <label className="checkbox" htmlFor={ids.current}>
          <input
            id={ids.current}
            type="checkbox"
            className="checkbox__input"
            checked={value.current}
            aria-describedby={props.currentHint ? hintId : undefined}
            onChange={(event) =>
              onChange(
                event.target.checked ? { current: true, endMonth: '', endYear: '' } : { current: false },
              )
            }
          />
          {props.currentLabel}
        </label>
        {props.currentHint && (
          <p className="field__hint date-range__hint" id={hintId}>
            {props.currentHint}
          </p>
        )}
      </MonthYearGroup>
    </div>
  );
}
