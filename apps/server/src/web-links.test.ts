import { headingSchema, metaResponseSchema, WEB_URL_MESSAGE } from '@vita/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from './test/answer';
import { buildTestApp, newToken, post } from './test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const links = (token: string, meta_value: Record<string, string>) => ({
  resume_token: token,
  meta_key: 'extra_section',
  meta_sub_key: 'WebLinks',
  meta_value,
});
const heading = (token: string, socialLink: string) => ({
  resume_token: token,
  meta_key: 'heading',
  meta_value: { fname: 'Erika', moreOptions: true, socialLink },
});

describe('web addresses on the server', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'mailto:a@b.de'])(
    'refuses %j as a web link and as the profile link, with the German message',
    async (address) => {
      const token = newToken();
      expect((await post(app, '/resume/save-meta', heading(token, 'www.erika.de'))).status).toBe(200);
      const link = await post(app, '/resume/add-extra-section', links(token, { link2: address }));
      expect(link.status).toBe(400);
      expect(link.body.errors).toEqual({ 'meta_value.link2': WEB_URL_MESSAGE });
      const social = await post(app, '/resume/save-meta', heading(token, address));
      expect(social.status).toBe(400);
      expect(social.body.errors).toEqual({ 'body.meta_value.socialLink': WEB_URL_MESSAGE });
      const stored = await post(app, '/resume/get-meta', { resume_token: token, meta_key: 'heading' });
      expect(stored.body.resume).toMatchObject({ meta_value: { socialLink: 'https://www.erika.de' } });
    },
  );

  it('stores a bare www address with https:// in front and keeps http(s) addresses as typed', async () => {
    const token = newToken();
    const link = await post(
      app,
      '/resume/add-extra-section',
      links(token, { link1: 'www.example.de/erika', link2: 'http://erika.example.de' }),
    );
    expect(link.status).toBe(200);
    expect(link.body.meta_value).toEqual({
      link1: 'https://www.example.de/erika',
      link2: 'http://erika.example.de',
      link3: '',
    });
    const social = await post(app, '/resume/save-meta', heading(token, 'linkedin.com/in/erika'));
    const stored = headingSchema.parse(answerOf(metaResponseSchema, social).resume.meta_value);
    expect(stored.socialLink).toBe('https://linkedin.com/in/erika');
  });

  it('refuses the address on edit too', async () => {
    const token = newToken();
    const added = await post(app, '/resume/add-extra-section', links(token, { link1: 'www.example.de' }));
    const edited = await post(
      app,
      `/resume/edit-extra-section/${added.body.id as number}`,
      links(token, { link1: 'javascript:alert(document.domain)' }),
    );
    expect(edited.status).toBe(400);
  });
});
