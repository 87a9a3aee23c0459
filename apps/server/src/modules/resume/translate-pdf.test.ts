import { GERMAN_LABELS, GERMAN_SECTION_TITLES, TEMPLATES } from '@vita/shared';
import { readPdf } from '@vita/shared/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, post } from '../../test/test-app';
import { builtWebApp } from '../export/print-entry.test-support';
import { chooseTemplate, storeResume } from '../export/sample-resume.test-support';
import { engineerPersona, retailPersona, warehousePersona } from './translate/personas.test-support';

// Real Chromium on the print entry the server serves, reading each PDF back with pdftotext.
let app: FastifyInstance;
/** The three CVs of the issue, each with terms its English PDF must print. */
const PERSONAS = [
  {
    name: 'Kauffrau im Einzelhandel with Realschulabschluss',
    parts: retailPersona,
    terms: ['Retail management assistant', 'Customer advice', 'German grading', 'Turkish'],
  },
  {
    name: 'Fachkraft für Lagerlogistik',
    parts: warehousePersona,
    terms: ['Warehouse logistics specialist', 'Order picking', 'Forklift licence', 'Polish business fluent'],
  },
  {
    name: 'engineer with Diplom',
    parts: engineerPersona,
    terms: ['Mechanical engineer', 'Mechanical engineering', 'German grading', 'Design engineering'],
  },
];
const english = new Map<string, string>();
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: builtWebApp(), exportRequiresPlan: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  for (const persona of PERSONAS) {
    const source = await storeResume(app, { parts: persona.parts, photo: null });
    const res = await post(app, '/resume/translate', { resume_token: source, target: 'en' });
    expect(res.status).toBe(200);
    english.set(persona.name, (res.body.data as { resume_token: string }).resume_token);
  }
  await app.pdfPool.warm(1);
});
afterAll(() => app?.close());

/** German headings and labels the document prints; 'Links' and 'Website' are the same in English. */
const GERMAN_WORDS = [
  ...new Set([...Object.values(GERMAN_SECTION_TITLES), ...Object.values(GERMAN_LABELS)]),
].filter((word) => !['Links', 'Website', 'Eigener Abschnitt'].includes(word));
const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'Mai', 'Juni', 'Juli', 'Oktober', 'Dezember'];
const asWord = (word: string) =>
  new RegExp(`(^|[^\\p{L}])${word.replace(/[.]/g, '\\$&')}($|[^\\p{L}])`, 'iu');

describe.each(PERSONAS)(
  'the English version of the $name as PDF, in a German interface',
  ({ name, terms }) => {
    for (const { styleName } of TEMPLATES) {
      it(`${styleName}: English headings and terms, no German heading or month`, async () => {
        const token = english.get(name)!;
        await chooseTemplate(app, token, styleName);
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/resume/export',
          payload: { resume_token: token, format: 1, locale: 'de' },
        });
        expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
        const text = readPdf(res.rawPayload).text.replace(/\s+/g, ' ');
        for (const heading of ['Work experience', 'Education', 'Skills', 'Languages']) {
          expect(text, heading).toMatch(new RegExp(heading, 'i'));
        }
        // A word hyphenated at a line end ("engi- neering") is read whole.
        const joined = text.replace(/(\p{Ll})- (\p{Ll})/gu, '$1$2');
        for (const term of terms) {
          expect(joined, term).toContain(term);
        }
        expect(GERMAN_WORDS.filter((word) => asWord(word).test(text))).toEqual([]);
        expect(GERMAN_MONTHS.filter((month) => asWord(month).test(text))).toEqual([]);
      });
    }
  },
);
