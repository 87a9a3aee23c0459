export { type DateRange, DateRangeFields } from './date-range-fields';
export { monthOptions } from './month-year-group';
