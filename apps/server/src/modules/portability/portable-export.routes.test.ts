import jsonResumeSchema from '@jsonresume/schema';
import { sampleResumeParts } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../../test/test-app';
import { registerUser } from '../auth/auth.test-support';
import { DOWNLOAD_NEEDS_LOGIN } from '../export/download-policy';
import { storeResume } from '../export/sample-resume.test-support';
import { checkDocxPackage } from './docx-package.test-support';
import { fromJsonResume } from './json-resume-import';

let app: FastifyInstance;
afterEach(() => app.close());

function exportCall(payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/resume/export', payload, headers });
}

describe('DOCX download (format 3)', () => {
  it('sends a Word document named like the PDF that reads back with headings and entries', async () => {
    app = await buildTestApp({ exportRequiresPlan: false });
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const res = await exportCall({ resume_token: token, format: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Lebenslauf_[^"]+\.docx"/);
    checkDocxPackage(res.rawPayload);
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('<h2>Berufserfahrung</h2>');
  });

  it('needs a login and a plan like the PDF', async () => {
    app = await buildTestApp();
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const res = await exportCall({ resume_token: token, format: '3' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: DOWNLOAD_NEEDS_LOGIN });
  });
});

describe('JSON Resume download (format 4)', () => {
  it('is free of the plan rule (data portability) and valid against the official schema', async () => {
    app = await buildTestApp();
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const res = await exportCall({ resume_token: token, format: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/\.json"/);
    const resume: unknown = res.json();
    let errors: unknown = 'not validated';
    jsonResumeSchema.validate(resume, (found) => {
      errors = found;
    });
    expect(errors).toBeNull();
    const parts = fromJsonResume(resume);
    expect(parts.work.map((w) => w.jobtitle)).toEqual(sampleResumeParts.work.map((w) => w.jobtitle));
    expect(parts.heading?.email).toBe(sampleResumeParts.heading?.email);
  });

  it('still refuses an owned resume to anyone but its owner', async () => {
    app = await buildTestApp();
    const token = await storeResume(app, { parts: sampleResumeParts, photo: null });
    const owner = await registerUser(app, { resume_token: token });
    expect((await exportCall({ resume_token: token, format: 4 })).statusCode).toBe(403);
    const own = await exportCall(
      { resume_token: token, format: 4 },
      { authorization: `Bearer ${owner.token}` },
    );
    expect(own.statusCode).toBe(200);
  });

  it('is listed as free in the capabilities', async () => {
    app = await buildTestApp();
    expect((await get(app, '/export/capabilities')).body.freeFormats).toEqual([4]);
  });
});
