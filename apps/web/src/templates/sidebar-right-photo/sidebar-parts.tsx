import type { Personal, ResumeLabels } from '@vita/shared/resume';
import { LinkText, personalRows } from '../shared/personal-details';
import type { TabularParts } from '../shared/tabular-flow';

export function SidebarName({ fullName }: { fullName: string }) {
  return (
    <header className="srp-masthead vt-header" data-section-id={1}>
      <h1 className="srp-name">{fullName}</h1>
    </header>
  );
}

export function SidebarPhoto({ photo, alt }: { photo: string; alt: string }) {
  return <img className="srp-photo" src={photo} alt={alt} />;
}

/** Contact and personal details (the heading, section 1) at the top of the side column. */
export function SidebarContact({
  personal,
  labels,
  title,
}: {
  personal: Personal;
  labels: ResumeLabels;
  title: string;
}) {
  const items = [
    { label: labels.address, value: { text: personal.address, href: null } },
    { label: labels.phone, value: { text: personal.phone, href: null } },
    { label: labels.email, value: { text: personal.email, href: null } },
    ...personalRows(personal, labels),
  ].filter((item) => item.value.text !== '');
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
