import { normaliseWebUrl } from '../contracts/normalise-web-url';

/**
 * An href that is safe to put on a link, by the same rule as every web address a user enters
 * (`normaliseWebUrl`): "linkedin.com/in/x" becomes "https://linkedin.com/in/x"; javascript:,
 * data: and anything else give null. Also guards links stored before the rule existed.
 */
export function webHref(text: string): string | null {
  const url = normaliseWebUrl(text);
  return url === null || url === '' ? null : new URL(url).href;
}

const PHOTO_DATA_URL = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/=\r\n]+$/;

/** The photo or signature image when it is an image data URL, else null. */
export function imageDataUrl(value: unknown): string | null {
  return typeof value === 'string' && PHOTO_DATA_URL.test(value.trim()) ? value.trim() : null;
}
