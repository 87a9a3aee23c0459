import type { Personal, ResumeLabels } from '@vita/shared/resume';
import {
  type ContactDetails,
  ContactLines,
  LinkText,
  personalRows,
  ResumePhoto,
} from '../shared/personal-details';

/** The name with address, phone and e-mail under it, top of the main column. */
export function ModernName({ personal }: { personal: ContactDetails & Pick<Personal, 'fullName'> }) {
  return (
    <header className="mtc-masthead">
      {personal.fullName !== '' && <h1 className="mtc-name">{personal.fullName}</h1>}
      <ContactLines personal={personal} className="mtc-reach" />
    </header>
  );
}

export function ModernPhoto({ photo, alt }: { photo: string; alt: string }) {
  return <ResumePhoto className="mtc-photo" photo={photo} alt={alt} />;
}

/** The side column's personal details (birth, marital status, licence, profile link), labelled. */
export function ModernDetails({
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
    <section className="mtc-contact">
      <h2 className="mtc-side-heading">{title}</h2>
      <dl className="mtc-contact__list">
        {items.map((item) => (
          <div key={item.label} className="mtc-contact__item">
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

export function ModernSideHeading({ title }: { title: string }) {
  return <h2 className="mtc-side-heading">{title}</h2>;
}

export function ModernHeading({ title }: { title: string }) {
  return <h2 className="mtc-heading">{title}</h2>;
}

export function ModernEntryHead({
  dateRange,
  title,
  subtitle,
  place,
  grade,
  end,
}: {
  dateRange: string;
  title: string;
  subtitle: string;
  place: string;
  grade: string;
  end: boolean;
}) {
  const where = [subtitle, place].filter((part) => part !== '').join(', ');
  return (
    <div className={end ? 'mtc-entry-head mtc-end' : 'mtc-entry-head'}>
      <div className="mtc-entry-line">
        <h3 className="mtc-title">{title}</h3>
        {dateRange !== '' && <p className="mtc-date">{dateRange}</p>}
      </div>
      {where !== '' && <p className="mtc-where">{where}</p>}
      {grade !== '' && <p className="mtc-grade">{grade}</p>}
    </div>
  );
}
