/**
 * Stores a resume on a running server through the API, call by call as the wizard saves it, with
 * a photo, and switches its template as VORLAGE on the final page does.
 */
import { randomBytes } from 'node:crypto';
import { TEMPLATES } from '@vita/shared/constants';
import type { StoredResumeParts } from '@vita/shared/resume';
import sharp from 'sharp';

async function call(baseURL: string, url: string, body: object): Promise<void> {
  const response = await fetch(`${baseURL}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
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
  return token;
}

export async function chooseTemplate(
  baseURL: string,
  token: string,
  styleName: string,
  formatting: object = {},
): Promise<void> {
  const template = TEMPLATES.find((t) => t.styleName === styleName);
  if (!template) throw new Error(`unknown template ${styleName}`);
  await call(baseURL, '/resume/resume-style', {
    resume_token: token,
    template_id: template.id,
    style_name: styleName,
    formatting,
  });
}

/** The PDF bytes of one export through the API (the same call as the download). */
export async function exportPdf(baseURL: string, token: string): Promise<Uint8Array> {
  const response = await fetch(`${baseURL}/api/v1/resume/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ resume_token: token, format: 1 }),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`export answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 300)}`);
  return body;
}
