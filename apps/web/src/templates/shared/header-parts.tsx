import type { Personal, ResumeLabels } from '@vita/shared/resume';
import { Fragment, type ReactNode } from 'react';
import {
  type ContactDetails,
  ContactLines,
  LinkText,
  type PersonalDetails,
  personalRows,
  ResumePhoto,
} from './personal-details';

/**
 * Pieces of the headers and headings the designs draw alike, with the design's class names: the
 * markup (and so the PDF's text order and tags) is the same, only the CSS differs.
 */

const filled = (items: readonly string[]) => items.filter((item) => item !== '');

/** Phone and e-mail, the contact details most designs show on one line. */
export const reachOf = (personal: ContactDetails) => filled([personal.phone, personal.email]);

/** Address, phone and e-mail, the designs that put them all on one line. */
export const contactOf = (personal: ContactDetails) =>
  filled([personal.address, personal.phone, personal.email]);

/** Address, phone and e-mail with their labels, the designs that label them. */
export const labelledContactOf = (personal: ContactDetails, labels: ResumeLabels) =>
  [
    { label: labels.address, value: personal.address },
    { label: labels.phone, value: personal.phone },
    { label: labels.email, value: personal.email },
  ].filter((item) => item.value !== '');

/** One `<li>` per item; nothing when there are none. */
export function ItemList({ items, className }: { items: readonly string[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Label / value pairs as `<dl>`, one `<div>` per pair; nothing when there are none. */
export function DetailList({
  items,
  className,
  itemClassName,
}: {
  items: readonly { label: string; value: ReactNode }[];
  className: string;
  itemClassName: string;
}) {
  if (items.length === 0) return null;
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label} className={itemClassName}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The name breaks between its words only: a double surname ("Weißenböck-Hartmann") stays whole on
 * its line, so a reader (and an applicant tracking system) never sees "Weißenböck-" alone.
 */
export function FullName({ name, className }: { name: string; className: string }) {
  if (name === '') return null;
  const words = name.split(/\s+/).filter(Boolean);
  return (
    <h1 className={`vt-name ${className}`}>
      {words.map((word, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the words of one name, never reordered
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="vt-name-word">{word}</span>
        </Fragment>
      ))}
    </h1>
  );
}

/**
 * `<prefix>-header`: what goes first (`children`), then `<prefix>-identity` with the name
 * (`<prefix>-name`), the address and phone and e-mail as a list (by default `<prefix>-contact`,
 * and `<prefix>-reach` on the list), then the photo top right when there is one.
 */
export function IdentityHeader({
  personal,
  photoAlt,
  prefix,
  addressClass = `${prefix}-contact`,
  reachClass = `${prefix}-contact ${prefix}-reach`,
  children,
}: {
  personal: Personal;
  photoAlt: string;
  prefix: string;
  addressClass?: string;
  reachClass?: string;
  children?: ReactNode;
}) {
  return (
    <header className={`vt-header-row ${prefix}-header`}>
      {children}
      <div className={`vt-identity ${prefix}-identity`}>
        <FullName name={personal.fullName} className={`${prefix}-name`} />
        {personal.address !== '' && <p className={`vt-contact ${addressClass}`}>{personal.address}</p>}
        <ItemList items={reachOf(personal)} className={`vt-contact vt-reach ${reachClass}`} />
      </div>
      {personal.photo !== null && (
        <ResumePhoto className={`vt-photo ${prefix}-photo`} photo={personal.photo} alt={photoAlt} />
      )}
    </header>
  );
}

/** The name with address, phone and e-mail under it, top of a two-column design's main column. */
export function Masthead({
  personal,
  prefix,
  className,
  sectionId,
}: {
  personal: ContactDetails & Pick<Personal, 'fullName'>;
  prefix: string;
  className: string;
  /** The final page's section id, where the masthead is its handle (pencil, trash). */
  sectionId?: number;
}) {
  return (
    <header className={`vt-masthead ${className}`} data-section-id={sectionId}>
      <FullName name={personal.fullName} className={`${prefix}-name`} />
      <ContactLines personal={personal} className={`vt-masthead__reach ${prefix}-reach`} />
    </header>
  );
}

/** Personal details (birth, marital status, licence, profile link), labelled, in a side column. */
export function SideDetails({
  personal,
  labels,
  title,
  prefix,
  className,
  sectionId,
}: {
  personal: PersonalDetails;
  labels: ResumeLabels;
  title: string;
  prefix: string;
  className: string;
  sectionId?: number;
}) {
  const items = personalRows(personal, labels);
  if (items.length === 0) return null;
  return (
    <section className={className} data-section-id={sectionId}>
      <h2 className={`vt-heading ${prefix}-side-heading`}>{title}</h2>
      <DetailList
        items={items.map((item) => ({ label: item.label, value: <LinkText link={item.value} /> }))}
        className={`${prefix}-contact__list`}
        itemClassName={`${prefix}-contact__item`}
      />
    </section>
  );
}

/** `<prefix>-header`: the name, then address, phone and e-mail on one line. */
export function NameContactHeader({ personal, prefix }: { personal: Personal; prefix: string }) {
  return (
    <header className={`${prefix}-header`}>
      <FullName name={personal.fullName} className={`${prefix}-name`} />
      <ItemList items={contactOf(personal)} className={`${prefix}-contact`} />
    </header>
  );
}

/** The name over labelled address, phone and e-mail (`<prefix>-identity`), the photo beside them. */
export function LabelledHeader({
  personal,
  labels,
  photo,
  photoAlt,
  prefix,
  className,
}: {
  personal: Personal;
  labels: ResumeLabels;
  photo: string | null;
  photoAlt: string;
  prefix: string;
  className: string;
}) {
  return (
    <header className={`vt-header-row ${className}`}>
      <div className={`vt-identity ${prefix}-identity`}>
        <FullName name={personal.fullName} className={`${prefix}-name`} />
        <DetailList
          items={labelledContactOf(personal, labels)}
          className={`${prefix}-contact`}
          itemClassName={`${prefix}-contact__item`}
        />
      </div>
      {photo !== null && <ResumePhoto className={`vt-photo ${prefix}-photo`} photo={photo} alt={photoAlt} />}
    </header>
  );
}
