import { EMPTY_HEADING, type PartReaders, shapeReaders } from './part-readers';
import type { Personal } from './resume-document';
import { imageDataUrl, webHref } from './web-href';

const joinNonEmpty = (parts: readonly string[], separator: string) =>
  parts.filter((p) => p !== '').join(separator);

export function buildPersonal(heading: unknown, photo: unknown, read: PartReaders = shapeReaders): Personal {
  const h = read.heading(heading) ?? EMPTY_HEADING;
  const firstName = h.fname.trim();
  const lastName = h.lname.trim();
  const street = h.street.trim();
  const postalCode = h.pincode.trim();
  const city = h.location.trim();
  const more = h.moreOptions === true;
  const socialLink = more ? h.socialLink.trim() : '';
  return {
    firstName,
    lastName,
    fullName: joinNonEmpty([firstName, lastName], ' '),
    street,
    postalCode,
    city,
    address: joinNonEmpty([street, joinNonEmpty([postalCode, city], ' ')], ', '),
    birthDatePlace: h.birthDatePlace.trim(),
    phone: h.phone.trim(),
    email: h.email.trim(),
    licence: more ? h.licence.trim() : '',
    maritalStatus: more ? h.maritalStatus.trim() : '',
    socialLink,
    socialLinkHref: socialLink === '' ? null : webHref(socialLink),
    photo: imageDataUrl(photo),
  };
}
