import { execFileSync } from 'node:child_process';
import {
  RESUME_LABELS,
  type ResumeDocument,
  skillsSchema,
  TEMPLATES,
  twoPageSampleParts,
} from '@vita/shared';
import { caseBlind, readPdf, squeeze } from '@vita/shared/testing';
import { describe, expect, it } from 'vitest';
import { post } from '../../test/test-app';
import { chooseTemplate, usePrintedResume } from './sample-resume.test-support';

/**
 * What an applicant-tracking system reads: `pdftotext -raw` of the real export, in every template,
 * with and without a photo. Name first, then the contact details, each label right before its
 * value, section titles as words, long compounds as whole words.
 */

/** A skill long enough to need hyphenation in any side column. */
const LONG_COMPOUND = 'Tabellenkalkulationsprogramme';
const parts = {
  ...twoPageSampleParts,
  skills: skillsSchema.parse({ data: `<ul><li><p>${LONG_COMPOUND} und Datenbankanwendungen</p></li></ul>` }),
};

const printed = usePrintedResume(parts);

/** `pdftotext` without -raw: text in reading order with gaps turned into spaces, as copy and paste and many ATS read it. */
const readingOrderText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });

async function exportText(token: string): Promise<{ text: string; plain: string; doc: ResumeDocument }> {
  const res = await printed.app.inject({
    method: 'POST',
    url: '/api/v1/resume/export',
    payload: { resume_token: token, format: 1 },
  });
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  const doc = (await post(printed.app, '/resume/document', { resume_token: token })).body
    .data as ResumeDocument;
  return { text: readPdf(res.rawPayload).text, plain: readingOrderText(res.rawPayload), doc };
}

/** Where `needle` first occurs in `text`, compared without whitespace and case-blind (-1: absent). */
const at = (text: string, needle: string) => squeeze(caseBlind(text)).indexOf(squeeze(caseBlind(needle)));

/** Lines of the PDF text with runs of blanks as one space, case-blind. */
const lines = (text: string) =>
  caseBlind(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());

describe('PDF text order for applicant-tracking systems', () => {
  for (const { styleName } of TEMPLATES) {
    for (const photo of ['withoutPhoto', 'withPhoto'] as const) {
      it(`${styleName} ${photo === 'withPhoto' ? 'with' : 'without'} photo: name, contact, then sections; labels beside values; titles and compounds as words`, async () => {
        await chooseTemplate(printed.app, printed.tokens[photo], styleName);
        const { text, plain, doc } = await exportText(printed.tokens[photo]);
        const p = doc.personal;

        const firstSection = Math.min(...doc.sections.map((section) => at(text, section.title)));
        expect(at(text, p.fullName), 'name first').toBe(0);
        for (const contact of [p.street, p.phone, p.email]) {
          expect(at(text, contact), `${contact} before the first section`).toBeGreaterThan(0);
          expect(at(text, contact), `${contact} before the first section`).toBeLessThan(firstSection);
        }

        const labels = RESUME_LABELS.de;
        const labelled: [string, string][] = [
          [labels.phone, p.phone],
          [labels.email, p.email],
          [labels.address, p.street],
          [labels.birthDatePlace, p.birthDatePlace],
          [labels.maritalStatus, p.maritalStatus],
          [labels.licence, p.licence],
        ];
        const squeezed = squeeze(caseBlind(text));
        for (const [label, value] of labelled) {
          const labelAt = at(text, label);
          if (labelAt < 0) continue;
          const after = squeezed.slice(labelAt + squeeze(caseBlind(label)).length).replace(/^:/, '');
          expect(after.startsWith(squeeze(caseBlind(value))), `${label} right before ${value}`).toBe(true);
        }

        const textLines = lines(text);
        for (const section of doc.sections) {
          const title = caseBlind(section.title);
          expect(
            textLines.some((line) => line.includes(title)),
            `"${section.title}" as words`,
          ).toBe(true);
        }
        expect(text, 'no letter-spaced capitals').not.toMatch(/(?:\b\p{L} ){4,}/u);
        // Spaced capitals wider than about 0.1 em read "P E R S Ö N L I C H E" here.
        expect(plain, 'no letter-spaced capitals in reading order').not.toMatch(/(?:\b\p{L} ){4,}/u);
        // Hyphenated where a line breaks (with a real hyphen), whole everywhere else; soft hyphens
        // would reach the PDF as spaces between syllables.
        expect(text, 'no soft hyphens').not.toContain('\u00ad');
        const compoundLine = text.split('\n').find((line) => line.includes(LONG_COMPOUND.slice(0, 8))) ?? '';
        if (!compoundLine.includes(LONG_COMPOUND)) expect(compoundLine, 'broken with a hyphen').toMatch(/-$/);
        expect(text.replace(/-\n/g, ''), 'the long compound whole').toContain(LONG_COMPOUND);
      });
    }
  }
});
