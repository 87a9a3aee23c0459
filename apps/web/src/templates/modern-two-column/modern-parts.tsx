import type { Personal, ResumeLabels } from '@vita/shared/resume';
import type { EntryHeadFields } from '../shared/flow-groups';
import { Masthead, SideDetails } from '../shared/header-parts';
import { type ContactDetails, type PersonalDetails, ResumePhoto } from '../shared/personal-details';

/** The name with address, phone and e-mail under it, top of the main column. */
export function ModernName({ personal }: { personal: ContactDetails & Pick<Personal, 'fullName'> }) {
  return <Masthead personal={personal} prefix="mtc" className="mtc-masthead" />;
}

export function ModernPhoto({ photo, alt }: { photo: string; alt: string }) {
  return <ResumePhoto className="mtc-photo" photo={photo} alt={alt} />;
}

/** The side column's personal details (birth, marital status, licence, profile link), labelled. */
export function ModernDetails(props: { personal: PersonalDetails; labels: ResumeLabels; title: string }) {
  return <SideDetails {...props} prefix="mtc" className="mtc-contact" />;
}

export function ModernEntryHead({ dateRange, title, subtitle, place, grade, end }: EntryHeadFields) {
  const where = [subtitle, place].filter((part) => part !== '').join(', ');
  return (
    <div className={end ? 'mtc-entry-head mtc-end' : 'mtc-entry-head'}>
      <div className="mtc-entry-line">
        <h3 className="vt-title mtc-title">{title}</h3>
        {dateRange !== '' && <p className="mtc-date">{dateRange}</p>}
      </div>
      {where !== '' && <p className="mtc-where">{where}</p>}
      {grade !== '' && <p className="vt-grade mtc-grade">{grade}</p>}
    </div>
  );
}
