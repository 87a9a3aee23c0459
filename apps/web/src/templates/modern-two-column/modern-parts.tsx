import type { Personal, ResumeLabels } from '@vita/shared/resume';
import { LinkText } from '../shared/personal-details';

export function ModernName({ fullName }: { fullName: string }) {
  return (
    <header className="mtc-masthead">
      <h1 className="mtc-name">{fullName}</h1>
    </header>
  );
}

export function ModernPhoto({ photo, alt }: { photo: string; alt: string }) {
  return <img className="mtc-photo" src={photo} alt={alt} />;
}

/** The side column's contact block: every personal detail with its label. */
export function ModernContact({
  personal,
  labels,
  title,
}: {
  personal: Personal;
  labels: ResumeLabels;
  title: string;
}) {
  const items = [
    { label: labels.address, value: personal.address },
    { label: labels.phone, value: personal.phone },
    { label: labels.email, value: personal.email },
    { label: labels.birthDatePlace, value: personal.birthDatePlace },
    { label: labels.maritalStatus, value: personal.maritalStatus },
    { label: labels.licence, value: personal.licence },
  ].filter((item) => item.value !== '');
  if (items.length === 0 && personal.socialLink === '') return null;
  return (
    <section className="mtc-contact">
      <h2 className="mtc-side-heading">{title}</h2>
      <dl className="mtc-contact__list">
        {items.map((item) => (
          <div key={item.label} className="mtc-contact__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
        {personal.socialLink !== '' && (
          <div className="mtc-contact__item">
            <dt>{labels.socialLink}</dt>
            <dd>
              <LinkText link={{ text: personal.socialLink, href: personal.socialLinkHref }} />
            </dd>
          </div>
        )}
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
