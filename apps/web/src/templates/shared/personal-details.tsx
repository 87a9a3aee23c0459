import { PHOTO_HEIGHT_MM, PHOTO_WIDTH_MM } from '@vita/shared/constants';
import type { Personal, ResumeLabels, WebLink } from '@vita/shared/resume';

/** What the personal details rows show (not the name or the contact lines). */
export type PersonalDetails = Pick<
  Personal,
  'birthDatePlace' | 'maritalStatus' | 'licence' | 'socialLink' | 'socialLinkHref'
>;

/** Only the fields of the rows: a block built from them stays as it was while the address is typed. */
export const personalDetailsOf = ({
  birthDatePlace,
  maritalStatus,
  licence,
  socialLink,
  socialLinkHref,
}: PersonalDetails): PersonalDetails => ({
  birthDatePlace,
  maritalStatus,
  licence,
  socialLink,
  socialLinkHref,
});

/**
 * Birth date and place, marital status, licence and profile link as label / value rows (the
 * value as a link when it is a web address).
 */
export function personalRows(
  personal: PersonalDetails,
  labels: ResumeLabels,
): { label: string; value: WebLink }[] {
  const rows: { label: string; value: WebLink }[] = [];
  const plain = (text: string): WebLink => ({ text, href: null });
  if (personal.birthDatePlace)
    rows.push({ label: labels.birthDatePlace, value: plain(personal.birthDatePlace) });
  if (personal.maritalStatus)
    rows.push({ label: labels.maritalStatus, value: plain(personal.maritalStatus) });
  if (personal.licence) rows.push({ label: labels.licence, value: plain(personal.licence) });
  if (personal.socialLink)
    rows.push({
      label: labels.socialLink,
      value: { text: personal.socialLink, href: personal.socialLinkHref },
    });
  return rows;
}

/** A link as typed; clickable (in the PDF too) only when it is a safe web address. */
export function LinkText({ link }: { link: WebLink }) {
  return link.href ? <a href={link.href}>{link.text}</a> : link.text;
}

/** The 35 × 45 mm frame of a German application photo, from the same ratio the cropper uses. */
const PHOTO_FRAME = { aspectRatio: `${PHOTO_WIDTH_MM} / ${PHOTO_HEIGHT_MM}`, objectFit: 'cover' } as const;

/** The applicant's photo in portrait format; templates size it by width in their CSS. */
export function ResumePhoto({ photo, alt, className }: { photo: string; alt: string; className: string }) {
  return <img className={className} src={photo} alt={alt} style={PHOTO_FRAME} />;
}

/**
 * Address, then phone and e-mail, as lines under the name: the contact details an applicant-tracking
 * system looks for right after the name.
 */
export type ContactDetails = Pick<Personal, 'address' | 'phone' | 'email'>;

export function ContactLines({ personal, className }: { personal: ContactDetails; className: string }) {
  const reach = [personal.phone, personal.email].filter((item) => item !== '').join(' · ');
  return (
    <>
      {personal.address !== '' && <p className={className}>{personal.address}</p>}
      {reach !== '' && <p className={className}>{reach}</p>}
    </>
  );
}
