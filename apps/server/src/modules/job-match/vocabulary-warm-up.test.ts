import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newToken, post } from '../../test/test-app';
import { forgetVocabulary, getVocabulary, vocabularyBuilds, warmVocabulary } from './vocabulary';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // Another test file in this process may have built it already.
  forgetVocabulary();
});
afterAll(() => app.close());

const AD = 'Wir suchen eine Kauffrau für Büromanagement mit Buchhaltungskenntnissen und DATEV.';

describe('job-match vocabulary warm-up', () => {
  it('is built once, in steps, while requests are answered; a job match during it waits for the same build', async () => {
    const token = newToken();
    await post(app, '/resume/save-meta', {
      resume_token: token,
      resume_template_id: 1,
      meta_key: 'skills',
      meta_value: { data: '<ul><li>Buchhaltung</li></ul>', recommended: [] },
    });
    expect(vocabularyBuilds()).toBe(0);
    const events: string[] = [];
    const warm = warmVocabulary();
    expect(warmVocabulary()).toBe(warm);
    const ready = warm.then(() => events.push('vocabulary'));
    const match = post(app, '/job-match', { resume_token: token, ad_text: AD }).then((res) => {
      events.push('job-match');
      return res;
    });
    const health = app.inject({ method: 'GET', url: '/api/v1/health' }).then((res) => {
      events.push('health');
      return res;
    });
    const [matched, healthy] = await Promise.all([match, health, ready]);
    expect(healthy.statusCode).toBe(200);
    expect(matched.status).toBe(200);
    // Health is answered before the build ends; the job match only after it.
    expect(events.indexOf('health')).toBeLessThan(events.indexOf('vocabulary'));
    expect(events.indexOf('job-match')).toBeGreaterThan(events.indexOf('vocabulary'));
    expect(getVocabulary()).toBe(await warm);
    expect(vocabularyBuilds()).toBe(1);
  }, 60_000);
});
