import { EMPTY_HEADING, type StoredResumeParts, twoPageSampleParts } from '@vita/shared';
import { saveResumeParts, templateStyleBody } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { postMultipart } from '../../test/multipart';
import { newToken, post } from '../../test/test-app';
import { startPrintApp } from './print-entry.test-support';

/** Every call must succeed: a failed save would make the export test prove nothing. */
async function save(app: FastifyInstance, url: string, payload: object, headers = {}) {
  const res = await post(app, url, payload, headers);
  expect(res.status, `${url}: ${res.body.message}`).toBe(200);
  return res;
}

/** A portrait-sized JPEG with some detail, like a real photo after the server's re-encoding. */
export async function samplePhoto(): Promise<Buffer> {
  const width = 300;
  const height = 400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + (i >> 9)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function uploadPhoto(app: FastifyInstance, token: string, photo: Buffer, headers = {}) {
  const file = { field: 'photo', fileName: 'foto.jpg', data: photo, contentType: 'image/jpeg' };
  const res = await postMultipart(app, '/resume/upload-photo', { resume_token: token }, file, headers);
  expect(res.status, res.body.message).toBe(200);
}

/**
 * Stores a resume through the API, as the wizard would: every section of `parts` (by default the
 * two-page sample), a photo, the signature and the resume name. Returns its token.
 */
export async function storeResume(
  app: FastifyInstance,
  options: { parts?: StoredResumeParts; photo?: Buffer | null; headers?: Record<string, string> } = {},
): Promise<string> {
  const parts = options.parts ?? twoPageSampleParts;
  const headers = options.headers ?? {};
  const token = newToken();
  await saveResumeParts((url, payload) => save(app, url, payload, headers), token, parts);
  const photo = options.photo === undefined ? await samplePhoto() : options.photo;
  if (photo) await uploadPhoto(app, token, photo, headers);
  return token;
}

/** Switches the stored resume to a template (by style name), as the final page's VORLAGE does. */
export async function chooseTemplate(app: FastifyInstance, token: string, styleName: string, headers = {}) {
  await save(app, '/resume/resume-style', templateStyleBody(token, styleName), headers);
}

/** `parts` with the person in the heading changed: every other heading field as `parts` has it. */
export function withHeading(
  parts: StoredResumeParts,
  heading: Partial<StoredResumeParts['heading']>,
): StoredResumeParts {
  return { ...parts, heading: { ...EMPTY_HEADING, ...parts.heading, ...heading } };
}

/** The same resume stored twice, with the sample photo and without one: templates lay out both. */
async function storeWithAndWithoutPhoto(
  app: FastifyInstance,
  parts: StoredResumeParts,
): Promise<Record<'withPhoto' | 'withoutPhoto', string>> {
  return {
    withPhoto: await storeResume(app, { parts }),
    withoutPhoto: await storeResume(app, { parts, photo: null }),
  };
}

/**
 * For a test file: before its tests, the print app (startPrintApp) with `parts` stored with and
 * without the photo and one warm Chromium page; closed after them. Read `app` and `tokens` inside
 * the tests, once the setup has run.
 */
export function usePrintedResume(parts: StoredResumeParts) {
  const printed = {
    app: undefined as unknown as FastifyInstance,
    tokens: { withPhoto: '', withoutPhoto: '' } as Record<'withPhoto' | 'withoutPhoto', string>,
  };
  beforeAll(async () => {
    printed.app = await startPrintApp();
    printed.tokens = await storeWithAndWithoutPhoto(printed.app, parts);
    await printed.app.pdfPool.warm(1);
    // The first test file after a change builds the web app for the print entry.
  }, 300_000);
  afterAll(() => printed.app?.close());
  return printed;
}
