import type { Personal, ResumeLabels, WebLink } from '@vita/shared/resume';
import type { ReactNode } from 'react';

/** Birth date and place, marital status, licence and profile link as label / value rows. */
export function personalRows(
  personal: Personal,
  labels: ResumeLabels,
): { label: string; value: ReactNode }[] {
  const rows: { label: string; value: ReactNode }[] = [];
  if (personal.birthDatePlace) rows.push({ label: labels.birthDatePlace, value: personal.birthDatePlace });
  if (personal.maritalStatus) rows.push({ label: labels.maritalStatus, value: personal.maritalStatus });
  if (personal.licence) rows.push({ label: labels.licence, value: personal.licence });
  if (personal.socialLink)
    rows.push({
      label: labels.socialLink,
      value: <LinkText link={{ text: personal.socialLink, href: personal.socialLinkHref }} />,
    });
  return rows;
}

/** A link as typed; clickable (in the PDF too) only when it is a safe web address. */
export function LinkText({ link }: { link: WebLink }) {
  return link.href ? <a href={link.href}>{link.text}</a> : link.text;
}
