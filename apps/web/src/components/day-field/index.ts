export { DayField, type DayFieldClasses } from './day-field';
