import { type Misspelling, SPELLCHECK_LIMITS, spellcheckText } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, post } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Result = { id: string; misspellings: Misspelling[] };

async function check(lang: 'de' | 'en', ...htmls: string[]) {
  const texts = htmls.map((html, index) => ({ id: `t${index}`, html }));
  const res = await post(app, '/spellcheck', { lang, texts });
  expect(res.status).toBe(200);
  return res.body.results as Result[];
}

async function misspelled(lang: 'de' | 'en', html: string) {
  const [result] = await check(lang, html);
  return result?.misspellings ?? [];
}

const words = (list: Misspelling[]) => list.map((m) => m.word);

describe('spell check of the final resume (German)', () => {
  it('accepts common CV words, German compounds among them', async () => {
    const html =
      '<p>Lebenslauf: Berufserfahrung im Projektmanagement und in der Kundenberatung, Teamfähigkeit, ' +
      'Kommunikationsstärke, Bachelorstudium, Werkstudent, Praktikum, Abiturnote 1,7, Weiterbildung.</p>';
    expect(await misspelled('de', html)).toEqual([]);
  });

  it('accepts the CV vocabulary of our own word list, inflected where it has a model', async () => {
    const html =
      '<ul><li>Scrum, Kanban, PowerPoint, TypeScript, React und SAP</li>' +
      '<li>kundenorientierte Mechatronikerin mit Masterstudium</li><li>Onboarding, Recruiting, DATEV</li></ul>';
    expect(await misspelled('de', html)).toEqual([]);
  });

  it("flags 'Projecktmanagement' and suggests 'Projektmanagement'", async () => {
    const [m] = await misspelled('de', '<p>Erfahrung im Projecktmanagement</p>');
    expect(m).toMatchObject({ word: 'Projecktmanagement', offset: 13, length: 18, suggested: true });
    expect(m?.suggestions).toContain('Projektmanagement');
  });

  it("flags 'Erfarung' with 'Erfahrung' among at most five suggestions", async () => {
    const [m] = await misspelled('de', '<p>Erfarung</p>');
    expect(m?.word).toBe('Erfarung');
    expect(m?.suggestions).toContain('Erfahrung');
    expect(m?.suggestions.length).toBeLessThanOrEqual(SPELLCHECK_LIMITS.maxSuggestions);
  });

  it("flags the split 'Verantwortlich keit' at its stray half", async () => {
    const list = await misspelled('de', '<p>Verantwortlich keit für das Team</p>');
    expect(words(list)).toEqual(['keit']);
    expect(list[0]?.offset).toBe(15);
  });

  it('accepts abbreviations the dictionary lists with their dot, and flags them without it', async () => {
    expect(await misspelled('de', '<p>Vertrieb bzw. Einkauf, ggf. auch Lager usw.</p>')).toEqual([]);
    expect(words(await misspelled('de', '<p>Vertrieb bzw Einkauf</p>'))).toEqual(['bzw']);
  });

  it('skips numbers, words with digits, e-mail addresses, URLs and short all-caps abbreviations', async () => {
    const html =
      '<p>Seit 2019 bei der XYZQ GmbH (B2B, 3D-Druck), Kontakt: max.mustrmann@beispiel.de, ' +
      'https://www.linkedn.com/in/mxmstr und github.com/mxmstr</p>';
    expect(await misspelled('de', html)).toEqual([]);
  });
});

describe("the applicant's own words: clubs, abbreviations, compounds, places and names", () => {
  it('accepts club and common abbreviations, and flags them in the wrong case or without their dot', async () => {
    const html =
      '<p>Übungsleiter beim TuS und beim SV, Jugendwart der SpVgg e. V., Dipl.-Kfm. (B.Sc.), stellv. Vors. der Azubis</p>';
    expect(await misspelled('de', html)).toEqual([]);
    expect(words(await misspelled('de', '<p>Übungsleiter beim Tus, Dipl.-Kfm und Vfl</p>'))).toEqual([
      'Tus',
      'Kfm',
      'Vfl',
    ]);
  });

  it('accepts German compounds of known words and still flags typos in them', async () => {
    const list = await misspelled(
      'de',
      '<p>Erfahrung im Drogeriehandel und mit Lagerlogistikprozessen; Drogerihandel, Lagerlogisitk</p>',
    );
    expect(words(list)).toEqual(['Drogerihandel', 'Lagerlogisitk']);
  });

  it('accepts the place and proper names sent along, and only those', async () => {
    const html =
      '<p>Kassiererin in der Filiale Gohlis, Trainerin bei Blau-Weiß Connewitz und in der Kita Schleußig</p>';
    expect(words(await misspelled('de', html))).toEqual(['Gohlis', 'Connewitz', 'Schleußig']);
    const res = await post(app, '/spellcheck', {
      lang: 'de',
      texts: [{ id: 'work.0.workDescription', html: `${html}<p>Gohlsi und Connewitzer</p>` }],
      names: ['Leipzig-Gohlis', 'SG Blau-Weiß Connewitz', 'Könneritzstraße 4, Leipzig-Schleußig'],
    });
    expect(res.status).toBe(200);
    const [result] = res.body.results as Result[];
    expect(words(result?.misspellings ?? [])).toEqual(['Gohlsi', 'Connewitzer']);
  });

  it('refuses names that are not a list of short texts, with a German message', async () => {
    const notList = await post(app, '/spellcheck', {
      lang: 'de',
      texts: [{ id: 'a', html: 'x' }],
      names: 'Gohlis',
    });
    expect(notList.status).toBe(400);
    expect(JSON.stringify(notList.body)).toContain('names muss eine Liste sein.');
    const tooLong = await post(app, '/spellcheck', {
      lang: 'de',
      texts: [{ id: 'a', html: 'x' }],
      names: ['x'.repeat(201)],
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('Ein Name darf höchstens 200 Zeichen lang sein.');
  });
});

describe('spell check in English', () => {
  it("flags 'recieve' and not 'receive' in English, and not 'Erfahrung' in German", async () => {
    expect(words(await misspelled('en', '<p>recieve</p>'))).toEqual(['recieve']);
    expect(await misspelled('en', '<p>receive</p>')).toEqual([]);
    expect(await misspelled('de', '<p>Erfahrung</p>')).toEqual([]);
    // The same word, each in the other language.
    expect(words(await misspelled('de', '<p>receive</p>'))).toEqual(['receive']);
  });

  it("flags 'experiance' and suggests 'experience'", async () => {
    const [m] = await misspelled('en', '<p>Five years of experiance in sales</p>');
    expect(m).toMatchObject({ word: 'experiance', offset: 14, length: 10 });
    expect(m?.suggestions).toContain('experience');
  });

  it("uses the English dictionary: 'Erfahrung' is foreign there, 'experience' is right", async () => {
    expect(words(await misspelled('en', '<p>experience Erfahrung</p>'))).toEqual(['Erfahrung']);
  });

  it('accepts typographic apostrophes the dictionary writes with ASCII ones', async () => {
    expect(await misspelled('en', '<p>I don’t give up; the team’s goals</p>')).toEqual([]);
  });
});

describe('offsets into the plain text of the stored HTML', () => {
  it('count from the text without tags, entities decoded, around umlauts', async () => {
    const html = '<p>Größte <strong>Zuverläsigkeit</strong> &amp; Erfarung</p>';
    const text = spellcheckText(html);
    expect(text).toBe('Größte Zuverläsigkeit & Erfarung');
    const list = await misspelled('de', html);
    expect(words(list)).toEqual(['Zuverläsigkeit', 'Erfarung']);
    for (const m of list) expect(text.slice(m.offset, m.offset + m.length)).toBe(m.word);
    expect(list.map((m) => m.offset)).toEqual([7, 24]);
  });

  it('put each paragraph and list item on its own line', async () => {
    const html =
      '<p>Profil</p><ul><li>Kundenberatung</li><li>Teamfähigkiet</li></ul><p>Ende&nbsp;Erfarung</p>';
    const text = spellcheckText(html);
    expect(text).toBe('Profil\nKundenberatung\nTeamfähigkiet\nEnde\u00a0Erfarung');
    const list = await misspelled('de', html);
    expect(list.map((m) => [m.word, m.offset])).toEqual([
      ['Teamfähigkiet', 22],
      ['Erfarung', 41],
    ]);
    for (const m of list) expect(text.slice(m.offset, m.offset + m.length)).toBe(m.word);
  });

  it('keep script content and tag attributes out of the text', async () => {
    const html = '<p title="Fehlerr">Gut<script>Fehlerr()</script> gemacht</p>';
    expect(await misspelled('de', html)).toEqual([]);
  });

  it('answer each text under its own id, in the order sent', async () => {
    const results = await check('de', '<p>Erfarung</p>', '<p>Lebenslauf</p>');
    expect(results.map((r) => [r.id, words(r.misspellings)])).toEqual([
      ['t0', ['Erfarung']],
      ['t1', []],
    ]);
  });
});

describe('suggestions for one word', () => {
  it('suggest corrections for a misspelled word', async () => {
    const res = await post(app, '/spellcheck/suggest', { lang: 'de', word: 'Erfarung' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ correct: false, complete: true });
    expect(res.body.suggestions).toContain('Erfahrung');
  });

  it('say when the word is right', async () => {
    const res = await post(app, '/spellcheck/suggest', { lang: 'de', word: 'Kundenberatung' });
    expect(res.body).toMatchObject({ correct: true, suggestions: [] });
  });
});

describe('malformed or hostile input', () => {
  const invalid = async (url: string, payload: unknown) => {
    const res = await post(app, url, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/ungültig/);
    return res.body.errors as Record<string, string>;
  };

  it('refuses an unknown language, missing texts and texts that are not objects', async () => {
    expect(await invalid('/spellcheck', { lang: 'fr', texts: [{ id: 'a', html: 'x' }] })).toHaveProperty(
      'body.lang',
    );
    expect(await invalid('/spellcheck', { lang: 'de' })).toHaveProperty('body.texts');
    expect(await invalid('/spellcheck', { lang: 'de', texts: [] })).toHaveProperty('body.texts');
    expect(await invalid('/spellcheck', { lang: 'de', texts: ['<p>x</p>'] })).toHaveProperty('body.texts.0');
    expect(await invalid('/spellcheck', { lang: 'de', texts: [{ id: 'a', html: 5 }] })).toHaveProperty(
      'body.texts.0.html',
    );
  });

  it('refuses duplicate ids, too many texts and too much text', async () => {
    const twice = await invalid('/spellcheck', {
      lang: 'de',
      texts: [
        { id: 'a', html: 'x' },
        { id: 'a', html: 'y' },
      ],
    });
    expect(twice['body.texts.1.id']).toMatch(/doppelt/);
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: `t${i}`, html: 'Lebenslauf' }));
    expect((await invalid('/spellcheck', { lang: 'de', texts: many }))['body.texts']).toMatch(
      /Höchstens 100 Texte/,
    );
    const long = [{ id: 'a', html: `<p>${'Lebenslauf '.repeat(20_000)}</p>` }];
    expect((await invalid('/spellcheck', { lang: 'de', texts: long }))['body.texts']).toMatch(/zu lang/);
  });

  it('refuses a body over 1 MB before reading it', async () => {
    const res = await post(app, '/spellcheck', {
      lang: 'de',
      texts: [{ id: 'a', html: 'ä'.repeat(600_000) }],
    });
    expect(res.status).toBe(413);
  });

  it('refuses an empty or overlong word for suggestions', async () => {
    await invalid('/spellcheck/suggest', { lang: 'de', word: '  ' });
    await invalid('/spellcheck/suggest', { lang: 'de', word: 'a'.repeat(61) });
  });

  it('reports a word of over 60 letters without asking Hunspell for it', async () => {
    const giant = 'Projekt'.repeat(12);
    const [m] = await misspelled('de', `<p>Ein ${giant}.</p>`);
    expect(m).toMatchObject({ word: giant, offset: 4, length: 84, suggestions: [], suggested: true });
  });

  it('answers a text of many distinct misspelled words within bounds, capping what it reports', async () => {
    const letters = (n: number): string =>
      (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));
    const garbage = Array.from({ length: 1_500 }, (_, i) => `Qxv${letters(i)}zq`);
    const res = await post(app, '/spellcheck', { lang: 'de', texts: [{ id: 'a', html: garbage.join(' ') }] });
    expect(res.status).toBe(200);
    const [result] = res.body.results as Result[];
    expect(result?.misspellings).toHaveLength(SPELLCHECK_LIMITS.maxMisspellings);
    expect(res.body.truncated).toBe(true);
    const unsuggested = result?.misspellings.filter((m) => !m.suggested).length ?? 0;
    expect(unsuggested).toBeGreaterThanOrEqual(SPELLCHECK_LIMITS.maxMisspellings - 30);
  });
});

describe('rate limit', () => {
  it('answers 429 with a German message after SPELLCHECK_RATE_LIMIT_MAX calls a minute', async () => {
    const limited = await buildTestApp({ spellcheckRateLimitMax: 2 });
    try {
      const payload = { lang: 'de', word: 'Lebenslauf' };
      expect((await post(limited, '/spellcheck/suggest', payload)).status).toBe(200);
      expect((await post(limited, '/spellcheck/suggest', payload)).status).toBe(200);
      const refused = await post(limited, '/spellcheck/suggest', payload);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/Zu viele Anfragen/);
    } finally {
      await limited.close();
    }
  });
});
