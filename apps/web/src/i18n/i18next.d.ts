import 'i18next';
import type de from './de.json';
import type accountDe from './parts/account.de.json';
import type applicationDe from './parts/application.de.json';
import type billingDe from './parts/billing.de.json';
import type cvCheckDe from './parts/cv-check.de.json';
import type dayFieldDe from './parts/day-field.de.json';
import type finalDe from './parts/final.de.json';
import type fitDe from './parts/fit.de.json';
import type importDe from './parts/import.de.json';
import type importLinkDe from './parts/import-link.de.json';
import type jobMatchDe from './parts/job-match.de.json';
import type legalDe from './parts/legal.de.json';
import type lettersDe from './parts/letters.de.json';
import type myLettersDe from './parts/my-letters.de.json';
import type portDe from './parts/port.de.json';
import type shareLinksDe from './parts/share-links.de.json';
import type shellDe from './parts/shell.de.json';
import type trackerDe from './parts/tracker.de.json';
import type writingDe from './parts/writing.de.json';
import type zeugnisDe from './parts/zeugnis.de.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof shellDe &
        typeof de &
        typeof accountDe &
        typeof finalDe &
        typeof fitDe &
        typeof cvCheckDe &
        typeof jobMatchDe &
        typeof importDe &
        typeof importLinkDe &
        typeof billingDe &
        typeof legalDe &
        typeof lettersDe &
        typeof myLettersDe &
        typeof portDe &
        typeof writingDe &
        typeof applicationDe &
        typeof shareLinksDe &
        typeof trackerDe &
        typeof dayFieldDe &
        typeof zeugnisDe;
    };
  }
}
