export * from './email';
export * from './format-date';
export * from './luhn';
export * from './section-keys';
