import { type StoredResumeParts, sampleResumeParts, TEMPLATE_STYLE_NAMES } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { builtWebApp } from '../export/print-entry.test-support';
import { storeResume } from '../export/sample-resume.test-support';
import { exportAndImport } from './upload.test-support';

/**
 * Each of Vita's twelve templates, printed and read back: a bullet with "ISO 9001:2015" must not
 * become a job of its own, a double surname must come back whole, and a skill with commas in
 * parentheses must stay one skill.
 */
const bullets = (items: readonly string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;
const parts: StoredResumeParts = {
  ...sampleResumeParts,
  name: 'Lebenslauf Carolin Weißenböck-Hartmann',
  heading: {
    ...sampleResumeParts.heading,
    fname: 'Carolin',
    lname: 'Weißenböck-Hartmann',
    street: 'Gutenbergstraße 19',
    pincode: '55116',
    location: 'Mainz',
    phone: '0176 9988776',
    email: 'c.hartmann@example.de',
    birthDatePlace: '',
    licence: '',
    maritalStatus: '',
    socialLink: '',
    moreOptions: false,
  },
  work: [
    {
      ...sampleResumeParts.work[0],
      jobtitle: 'Qualitätsmanagerin',
      employer: 'Rheinhessen BioLabs GmbH',
      country: 'Mainz',
      startMonth: 'January',
      startYear: '2020',
      endMonth: '',
      endYear: '',
      check: true,
      workDescription: bullets([
        'Zertifizierung nach ISO 9001:2015 und ISO 14001',
        'Leitung von internen Audits in drei Werken',
      ]),
    },
  ] as StoredResumeParts['work'],
  skills: { recommended: [], data: bullets(['Statistik (R, Python)', 'Auditmanagement']) },
};

let app: FastifyInstance;
let token = '';
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: builtWebApp(), exportRequiresPlan: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  token = await storeResume(app, { parts, photo: null });
  await app.pdfPool.warm(1);
}, 300_000);
afterAll(() => app?.close());

describe("each of Vita's twelve templates read back", () => {
  it.each(TEMPLATE_STYLE_NAMES)(
    '%s: one job (no phantom "ISO 9001" job), the double surname whole',
    async (style) => {
      const read = await exportAndImport(app, token, style);
      expect(read.heading).toMatchObject({ fname: 'Carolin', lname: 'Weißenböck-Hartmann' });
      expect(read.work.map((w) => w.jobtitle)).toEqual(['Qualitätsmanagerin']);
      expect(read.work[0]?.workDescription).toContain('ISO 9001:2015');
      expect(read.skills?.data).toContain('Statistik (R, Python)');
    },
    120_000,
  );
});
