import { CustomerPage } from '../features/account/customer-page';
import { ShareLinksSection } from '../features/share-links/share-links-section';

/**
 * My Resume with "Link teilen" for each resume. Composed here, in the app, so that the account
 * pages and the share links do not import each other.
 */
export function CustomerRoute() {
  return <CustomerPage ResumeExtra={ShareLinksSection} />;
}
