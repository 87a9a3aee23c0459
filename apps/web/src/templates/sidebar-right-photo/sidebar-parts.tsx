import { SECTION_ID } from '@vita/shared/constants';
import type { Personal, ResumeLabels } from '@vita/shared/resume';
import { Masthead, SideDetails } from '../shared/header-parts';
import { type ContactDetails, type PersonalDetails, ResumePhoto } from '../shared/personal-details';
import { tabularParts } from '../shared/tabular-flow';

/** The name with address, phone and e-mail under it, top of the main column. */
export function SidebarName({ personal }: { personal: ContactDetails & Pick<Personal, 'fullName'> }) {
  return (
    <Masthead
      personal={personal}
      prefix="srp"
      className="srp-masthead vt-header"
      sectionId={SECTION_ID.heading}
    />
  );
}

export function SidebarPhoto({ photo, alt }: { photo: string; alt: string }) {
  return <ResumePhoto className="srp-photo" photo={photo} alt={alt} />;
}

/** Personal details (birth, marital status, licence, profile link) at the top of the side column. */
export function SidebarContact(props: { personal: PersonalDetails; labels: ResumeLabels; title: string }) {
  return (
    <SideDetails
      {...props}
      prefix="srp"
      className="srp-contact vt-section-head"
      sectionId={SECTION_ID.heading}
    />
  );
}

/** The main column: the tabular rows (date column, entry beside it). */
export const MAIN_PARTS = tabularParts('srp', { name: 'srp-main' });

/** The side column: the same rows stacked (dates above the entry), narrower type. */
export const SIDE_PARTS = tabularParts('srs', {
  rowLook: 'stacked',
  headingClass: 'srp-side-heading',
  name: 'srp-side',
});
