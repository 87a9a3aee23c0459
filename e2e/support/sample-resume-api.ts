/**
 * The two-page sample resume stored through the API, call by call as the wizard saves it (the
 * calls are shared with the benchmarks: @vita/shared/testing), the photo drawn by the browser,
 * and the template switch of the final page's VORLAGE.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type ResumeDocument, type StoredResumeParts, twoPageSampleParts } from '@vita/shared/resume';
import { saveResumeParts, templateStyleBody } from '@vita/shared/testing';
import type { Api } from '../fixtures/test';

/** Every call must succeed: a failed save would make the export check prove nothing. */
async function save(api: Api, call: string, payload: object): Promise<void> {
  const answer = await api.post(call, payload);
  expect(answer.status, `${call}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
}

/**
 * A 300 × 400 JPEG with a gradient and a face-like ellipse, made by the browser's canvas (no image
 * library needed in the test). The server re-encodes whatever it gets.
 */
export async function makeSamplePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const sky = context.createLinearGradient(0, 0, 0, 400);
    sky.addColorStop(0, '#8fa9c4');
    sky.addColorStop(1, '#34495e');
    context.fillStyle = sky;
    context.fillRect(0, 0, 300, 400);
    context.fillStyle = '#e0b99a';
    context.beginPath();
    context.ellipse(150, 170, 70, 90, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#2c3e50';
    context.fillRect(60, 290, 180, 110);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
}

export async function uploadPhoto(request: APIRequestContext, token: string, photo: Buffer): Promise<void> {
  const answer = await request.post('/api/v1/resume/upload-photo', {
    multipart: {
      resume_token: token,
      photo: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Stores every section of `parts` under a new token, without a photo, and returns the token. */
export async function storeResumeParts(api: Api, parts: StoredResumeParts): Promise<string> {
  const token = api.newResumeToken();
  await saveResumeParts((call, payload) => save(api, call, payload), token, parts);
  return token;
}

/** Stores every section of `parts` (default: the two-page sample) under a new token and returns it. */
export async function storeSampleResume(
  api: Api,
  request: APIRequestContext,
  photo: Buffer,
  parts: StoredResumeParts = twoPageSampleParts,
): Promise<string> {
  const token = await storeResumeParts(api, parts);
  await uploadPhoto(request, token, photo);
  return token;
}

/** Switches the stored resume to a template by its style name, as VORLAGE on the final page does. */
export async function chooseTemplate(api: Api, token: string, styleName: string): Promise<void> {
  await save(api, '/resume/resume-style', templateStyleBody(token, styleName));
}

/** The ResumeDocument the server builds from what it holds: the source of preview, PDF and TXT. */
export async function storedDocument(api: Api, token: string): Promise<ResumeDocument> {
  const answer = await api.post('/resume/document', { resume_token: token });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return (answer.body as { data: ResumeDocument }).data;
}
