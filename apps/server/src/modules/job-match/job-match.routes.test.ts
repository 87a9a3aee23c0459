import { describe, expect, it } from 'vitest';
import { newToken, post } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';

useAppAndToken();

const AD = `Kaufmann/Kauffrau für Büromanagement (m/w/d)

Ihr Profil
- Abgeschlossene Ausbildung als Kaufmann/-frau für Büromanagement
- Buchhaltungskenntnisse und sicherer Umgang mit DATEV
- Führerschein Klasse B`;

async function saveResume() {
  const save = (meta_key: string, meta_value: unknown) =>
    post(app, '/resume/save-meta', { resume_token: token, resume_template_id: 1, meta_key, meta_value });
  await save('education', {
    sname: 'BBS Hannover',
    sdegree: 'Kauffrau für Büromanagement',
    studyStartYear: '2015',
  });
  await save('skills', { data: '<ul><li>Vorbereitende Buchhaltung</li></ul>', recommended: [] });
}

describe('POST /job-match', () => {
  it('lists what the ad asks for, found in the CV or missing, with a score that explains itself', async () => {
    await saveResume();
    const res = await post(app, '/job-match', { resume_token: token, ad_text: AD });
    expect(res.status).toBe(200);
    const byLabel = Object.fromEntries(
      (res.body.requirements as { label: string }[]).map((r) => [r.label, r]),
    );
    expect(byLabel['Ausbildung als Kaufmann für Büromanagement']).toMatchObject({
      kind: 'degree',
      found_in_resume: true,
      weight: 2,
    });
    expect(byLabel.Buchhaltung).toMatchObject({
      kind: 'skill',
      found_in_resume: true,
      evidence: expect.stringContaining('Vorbereitende Buchhaltung'),
    });
    expect(byLabel.DATEV).toMatchObject({ kind: 'tool', found_in_resume: false, evidence: '' });
    expect(byLabel['Führerschein Klasse B']).toMatchObject({ kind: 'licence', found_in_resume: false });
    // Degree 2 + Buchhaltung 1 of degree 2, skill 1, tool 1, licence 2.
    expect(res.body.score).toBe(50);
    expect(res.body.explanation).toBe(
      '2 von 4 Anforderungen erfüllt. Abschlüsse, Führerscheine und Berufserfahrung zählen doppelt: 3 von 6 Punkten ergeben 50 %.',
    );
  });

  it('refuses an ad over 20,000 characters with a German message', async () => {
    await saveResume();
    const res = await post(app, '/job-match', { resume_token: token, ad_text: 'a'.repeat(20_001) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain(
      'Die Stellenanzeige ist zu lang (höchstens 20.000 Zeichen).',
    );
  });

  it('refuses an empty ad', async () => {
    await saveResume();
    const res = await post(app, '/job-match', { resume_token: token, ad_text: '   ' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain('Bitte fügen Sie den Text der Stellenanzeige ein.');
  });

  it('answers 404 for an unknown resume_token', async () => {
    const res = await post(app, '/job-match', { resume_token: newToken(), ad_text: AD });
    expect(res.status).toBe(404);
  });
});
