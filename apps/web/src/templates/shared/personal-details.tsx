import type { Personal, ResumeLabels, WebLink } from '@vita/shared/resume';

/**
 * Birth date and place, marital status, licence and profile link as label / value rows (the
 * value as a link when it is a web address).
 */
export function personalRows(personal: Personal, labels: ResumeLabels): { label: string; value: WebLink }[] {
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
