import type { Personal, ResumeLabels } from '@vita/shared/resume';
import {
  type ContactDetails,
  ContactLines,
  LinkText,
  personalRows,
  ResumePhoto,
} from '../shared/personal-details';
import type { TabularParts } from '../shared/tabular-flow';

/** The name with address, phone and e-mail under it, top of the main column. */
export function SidebarName({ personal }: { personal: ContactDetails & Pick<Personal, 'fullName'> }) {
  return (
    <header className="srp-masthead vt-header" data-section-id={1}>
      {personal.fullName !== '' && <h1 className="srp-name">{personal.fullName}</h1>}
      <ContactLines personal={personal} className="srp-reach" />
    </header>
  );
}

export function SidebarPhoto({ photo, alt }: { photo: string; alt: string }) {
  return <ResumePhoto className="srp-photo" photo={photo} alt={alt} />;
}

/** Personal details (birth, marital status, licence, profile link) at the top of the side column. */
export function SidebarContact({
  personal,
  labels,
  title,
}: {
  personal: Personal;
  labels: ResumeLabels;
  title: string;
}) {
  const items = personalRows(personal, labels);
  if (items.length === 0) return null;
  return (
    <section className="srp-contact vt-section-head" data-section-id={1}>
      <h2 className="srp-side-heading">{title}</h2>
      <dl className="srp-contact__list">
        {items.map((item) => (
          <div key={item.label} className="srp-contact__item">
            <dt>{item.label}</dt>
            <dd>
              <LinkText link={item.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function MainHeading({ title }: { title: string }) {
  return <h2 className="srp-heading">{title}</h2>;
}

function SideHeading({ title }: { title: string }) {
  return <h2 className="srp-side-heading">{title}</h2>;
}

/** The main column: the tabular rows (date column, entry beside it). */
export const MAIN_PARTS: TabularParts = {
  name: 'srp-main',
  Heading: MainHeading,
  rowPrefix: 'srp',
  languageClass: 'srp-language',
  linkClass: 'srp-link',
  signatureClass: 'srp-signature',
};

/** The side column: the same rows stacked (dates above the entry), narrower type. */
export const SIDE_PARTS: TabularParts = {
  name: 'srp-side',
  Heading: SideHeading,
  rowPrefix: 'srs',
  languageClass: 'srs-language',
  linkClass: 'srs-link',
  signatureClass: 'srs-signature',
};
