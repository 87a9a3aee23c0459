export * from './email';
export * from './format-date';
export * from './letter-placeholders';
export * from './luhn';
export * from './running-title';
export * from './section-keys';
