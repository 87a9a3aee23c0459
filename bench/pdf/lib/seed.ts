/**
 * Stores the two-page sample resume on a running server through the API, as the wizard does:
 * every section, a photo (re-encoded by the server), the signature and the resume name.
 */
import { randomBytes } from 'node:crypto';
import { type ResumeDocument, twoPageSampleParts } from '@vita/shared/resume';
import sharp from 'sharp';

async function call(baseURL: string, url: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseURL}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A 300 × 400 JPEG with some detail, about the size of a cropped portrait. */
async function portrait(): Promise<Buffer> {
  const width = 300;
  const height = 400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + (i >> 9)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

export async function storeTwoPageSample(baseURL: string): Promise<{ token: string; doc: ResumeDocument }> {
  const parts = twoPageSampleParts;
  const token = randomBytes(16).toString('hex');
  const meta = (meta_key: string, meta_value: unknown) =>
    call(baseURL, '/resume/save-meta', { resume_token: token, meta_key, meta_value });
  await call(baseURL, '/resume/save-resume-object', {
    resume_token: token,
    resume_name: parts.name,
    resume_json_data: {},
  });
  if (parts.heading) await meta('heading', parts.heading);
  for (const entry of parts.work) await meta('work-expr', entry);
  for (const entry of parts.education) await meta('education', entry);
  if (parts.skills) await meta('skills', parts.skills);
  if (parts.summary) await meta('summary', parts.summary);
  for (const section of parts.extraSections) {
    if (section.meta_sub_key === 'Language') {
      await call(baseURL, '/resume/save-lang', { resume_token: token, meta_value: section.meta_value });
    } else {
      await call(baseURL, '/resume/add-extra-section', {
        resume_token: token,
        meta_key: 'extra_section',
        meta_sub_key: section.meta_sub_key,
        meta_value: section.meta_value,
      });
    }
  }
  for (const custom of parts.customSections) {
    await call(baseURL, '/resume/add-custom-section', {
      resume_token: token,
      meta_key: 'custom_section',
      meta_value: { title: custom.title, description: custom.description },
    });
  }
  if (parts.signature)
    await call(baseURL, '/resume/create-signature', { resume_token: token, ...parts.signature });

  const form = new FormData();
  form.set('resume_token', token);
  form.set('photo', new Blob([new Uint8Array(await portrait())], { type: 'image/jpeg' }), 'foto.jpg');
  const upload = await fetch(`${baseURL}/api/v1/resume/upload-photo`, { method: 'POST', body: form });
  if (!upload.ok) throw new Error(`upload-photo answered ${upload.status}: ${await upload.text()}`);

  const { data } = await call(baseURL, '/resume/document', { resume_token: token });
  return { token, doc: data as ResumeDocument };
}

/** One PDF through the API; the time is the whole call, from request to the last byte. */
export async function exportPdf(
  baseURL: string,
  token: string,
): Promise<{ ms: number; bytes: number; pages: number }> {
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
  return { ms, bytes: body.length, pages: Number(response.headers.get('x-page-count')) };
}
