/**
 * A resume stored on a running server through the API, as the wizard saves it (the calls are
 * shared with the end-to-end tests: @vita/shared/testing), with a photo the server re-encodes;
 * the template switch of VORLAGE; and one PDF export through the same call as the download.
 */
import { randomBytes } from 'node:crypto';
import { type ResumeDocument, type StoredResumeParts, twoPageSampleParts } from '@vita/shared/resume';
import { saveResumeParts, templateStyleBody } from '@vita/shared/testing';
import sharp from 'sharp';

async function call(baseURL: string, url: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseURL}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A 350 × 450 portrait JPEG (35 × 45 mm ratio) with some detail. */
function portrait(): Promise<Buffer> {
  const width = 350;
  const height = 450;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + (i >> 9)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

export async function storeResume(baseURL: string, parts: StoredResumeParts): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await saveResumeParts((url, body) => call(baseURL, url, body), token, parts);
  const form = new FormData();
  form.set('resume_token', token);
  form.set('photo', new Blob([new Uint8Array(await portrait())], { type: 'image/jpeg' }), 'foto.jpg');
  const upload = await fetch(`${baseURL}/api/v1/resume/upload-photo`, { method: 'POST', body: form });
  if (!upload.ok) throw new Error(`upload-photo answered ${upload.status}: ${await upload.text()}`);
  return token;
}

/** The two-page sample, and the ResumeDocument the server builds from it. */
export async function storeTwoPageSample(baseURL: string): Promise<{ token: string; doc: ResumeDocument }> {
  const token = await storeResume(baseURL, twoPageSampleParts);
  const { data } = await call(baseURL, '/resume/document', { resume_token: token });
  return { token, doc: data as ResumeDocument };
}

export async function chooseTemplate(
  baseURL: string,
  token: string,
  styleName: string,
  formatting: object = {},
): Promise<void> {
  await call(baseURL, '/resume/resume-style', templateStyleBody(token, styleName, formatting));
}

/** One PDF through the API; the time is the whole call, from request to the last byte. */
export async function exportPdf(
  baseURL: string,
  token: string,
): Promise<{ body: Uint8Array; ms: number; bytes: number; pages: number }> {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/v1/resume/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ resume_token: token, format: 1 }),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`export answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 300)}`);
  }
  return { body, ms, bytes: body.length, pages: Number(response.headers.get('x-page-count')) };
}
