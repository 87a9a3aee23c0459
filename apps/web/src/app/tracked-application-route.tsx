import { ShareLinksSection } from '../features/share-links/share-links-section';
import { TrackedApplicationPage } from '../features/tracker/application-page';

/**
 * An application with the share links of its resume. Composed here, in the app, so that the
 * tracker and the share links do not import each other.
 */
export function TrackedApplicationRoute() {
  return <TrackedApplicationPage ResumeExtra={ShareLinksSection} />;
}
