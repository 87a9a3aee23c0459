import { saveResumeParts } from '@vita/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { newToken, post } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';
import { cvParts } from './fixtures/requirements/judge-rows';
import { warmVocabulary } from './vocabulary';

useAppAndToken();
// The ESCO vocabulary is built once per process; the first request would otherwise wait for it.
beforeAll(() => warmVocabulary(), 120_000);

const AD = `Lagerfachkraft (m/w/d)

Ihre Aufgaben
- Warenannahme und Wareneingangskontrolle
- Kommissionierung von Kundenaufträgen mit dem Scanner
- Verladung mit dem Gabelstapler
- Inventur

Ihr Profil
- Ausbildung als Fachkraft für Lagerlogistik oder vergleichbar
- Staplerschein`;

async function storeLogisticsCv() {
  await saveResumeParts(
    async (call, body) => {
      const res = await post(app, call, body);
      expect(res.status, `${call}: ${res.body.message}`).toBe(200);
    },
    token,
    cvParts({
      licence: 'Klasse B, Staplerschein',
      work: [
        [
          'Fachlagerist',
          'Spedition Kaya',
          '2017-09',
          '',
          '<ul><li><p>Warenannahme und Kontrolle der Lieferscheine</p></li><li><p>Kommissionierung mit Handscanner</p></li><li><p>Jährliche Inventur im Hochregallager</p></li></ul>',
        ],
      ],
      education: [['Ausbildung', 'Fachlagerist', 'IHK Bochum', '2015-08', '2017-07']],
    }),
  );
}

describe('POST /letter-draft', () => {
  it('drafts from the ad and the stored CV: three tasks or more, sources on every sentence, no placeholder', async () => {
    await storeLogisticsCv();
    const res = await post(app, '/letter-draft', {
      resume_token: token,
      ad_text: AD,
      position: 'Lagerfachkraft (m/w/d)',
      company: 'Nordhafen Logistik GmbH',
    });
    expect(res.status, res.body.message).toBe(200);
    const draft = res.body.data as {
      subject: string;
      tasks_named: string[];
      blocks: { sentences: { text: string; sources: unknown[] }[] }[];
    };
    expect(draft.subject).toBe('Bewerbung als Lagerfachkraft (m/w/d)');
    expect(draft.tasks_named.length).toBeGreaterThanOrEqual(3);
    const sentences = draft.blocks.flatMap((block) => block.sentences);
    expect(sentences.every((s) => s.sources.length > 0)).toBe(true);
    const text = sentences.map((s) => s.text).join(' ');
    expect(text).not.toMatch(/\[|\]|\(m\/w\/d\)/);
    expect(text.match(/Staplerschein:/g)).toHaveLength(1);
    expect(text).toContain(
      'Ausbildung als Fachkraft für Lagerlogistik: Ausbildung, Fachlagerist, IHK Bochum',
    );
  });

  it('refuses an ad that is too long and a resume it does not know', async () => {
    await storeLogisticsCv();
    const long = await post(app, '/letter-draft', { resume_token: token, ad_text: 'x'.repeat(20_001) });
    expect(long.status).toBe(400);
    const unknown = await post(app, '/letter-draft', { resume_token: newToken(), ad_text: AD });
    expect(unknown.status).toBe(404);
  });
});
