/**
 * An href that is safe to put on a link: http(s) only, with a dotted host. "linkedin.com/in/x"
 * becomes "https://linkedin.com/in/x"; javascript:, data: and anything else give null.
 */
export function webHref(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1];
  let candidate = trimmed;
  if (scheme === undefined || scheme.includes('.')) candidate = `https://${trimmed.replace(/^\/+/, '')}`;
  else if (!/^https?$/i.test(scheme)) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

const PHOTO_DATA_URL = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/=\r\n]+$/;

/** The photo or signature image when it is an image data URL, else null. */
export function imageDataUrl(value: unknown): string | null {
  return typeof value === 'string' && PHOTO_DATA_URL.test(value.trim()) ? value.trim() : null;
}
