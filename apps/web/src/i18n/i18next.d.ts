import 'i18next';
import type de from './de.json';
import type accountDe from './parts/account.de.json';
import type billingDe from './parts/billing.de.json';
import type finalDe from './parts/final.de.json';
import type fitDe from './parts/fit.de.json';
import type legalDe from './parts/legal.de.json';
import type shellDe from './parts/shell.de.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof shellDe &
        typeof de &
        typeof accountDe &
        typeof finalDe &
        typeof fitDe &
        typeof billingDe &
        typeof legalDe;
    };
  }
}
