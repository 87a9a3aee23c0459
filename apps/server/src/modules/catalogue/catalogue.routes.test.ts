import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, post } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Named = { id: number; title: string };

describe('catalogue calls', () => {
  it('lists German degrees', async () => {
    const res = await get(app, '/resume/degree');
    expect(res.status).toBe(200);
    expect((res.body.degree as Named[]).some((d) => d.title.includes('Abitur'))).toBe(true);
  });

  it('finds job profiles by German title, umlaut- and case-insensitively', async () => {
    const res = await get(app, '/resume/search-subcategory?category_id=4&search=krankenpfleger');
    const titles = (res.body.subCategory as Named[]).map((s) => s.title);
    expect(titles.some((t) => /Krankenpfleger|Pflegefachkraft/i.test(t))).toBe(true);
  });

  it('lists ESCO skills with recommended essentials for a profile found by search', async () => {
    const search = await get(app, '/resume/search-subcategory?category_id=4&search=Softwareentwickler');
    const profile = (search.body.subCategory as Named[])[0];
    expect(profile).toBeDefined();
    const res = await post(app, '/resume/listings', { category_id: 4, sub_category_id: profile?.id });
    const items = res.body.listings as { title: string; recommended: number; description: string }[];
    expect(items.length).toBeGreaterThan(5);
    expect(items[0]?.recommended).toBe(1);
    expect(items.every((i) => i.title.length > 0 && typeof i.description === 'string')).toBe(true);
  });

  it('returns our own German summary phrases for a common profile', async () => {
    const popular = await post(app, '/resume/popular-sub-category', {
      category_id: 5,
      sub_category_title: 'Erzieherin',
    });
    const profile = (popular.body.popular_sub_categories as Named[])[0];
    const res = await post(app, '/resume/listings', { category_id: 5, sub_category_id: profile?.id });
    expect((res.body.listings as unknown[]).length).toBeGreaterThanOrEqual(5);
  });

  it('answers sub-category with the profiles of a category', async () => {
    const res = await post(app, '/resume/sub-category', { category_id: 9 });
    expect((res.body.sub_categories as Named[]).length).toBeGreaterThanOrEqual(40);
  });

  it('refuses category 6 for search-subcategory and unknown categories for listings', async () => {
    expect((await get(app, '/resume/search-subcategory?category_id=6')).status).toBe(400);
    expect((await post(app, '/resume/listings', { category_id: 3, sub_category_id: 1 })).status).toBe(400);
  });

  it('lists and searches German language names', async () => {
    const all = (await get(app, '/resume/all-languages')).body.languages as { name: string }[];
    expect(all.map((l) => l.name)).toEqual(expect.arrayContaining(['Deutsch', 'Englisch', 'Türkisch']));
    const found = (await get(app, '/resume/search-language?search=tuerk')).body.languages as {
      name: string;
    }[];
    expect(found[0]?.name).toBe('Türkisch');
  });

  it('names the occupation of a typed title, with its ESCO id, or none', async () => {
    const res = await post(app, '/resume/occupation-match', {
      title: 'Lagerist',
      has_ausbildung: true,
    });
    expect(res.status).toBe(200);
    const occupation = res.body.occupation as Named & {
      esco_id: string;
      isco_group: string;
      alternatives: Named[];
    };
    expect(occupation.title).toBe('Fachkraft für Lagerlogistik');
    expect(occupation.esco_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(occupation.isco_group).toMatch(/^\d{4}$/);
    expect(occupation.alternatives.map((profile) => profile.title)).toContain('Lagerhelfer/in');
    const none = await post(app, '/resume/occupation-match', { title: 'Sabbatical' });
    expect(none.body.occupation).toBeNull();
  });

  it('refuses a title too long or not a text, with a German message', async () => {
    const long = await post(app, '/resume/occupation-match', { title: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('höchstens 120 Zeichen');
    expect((await post(app, '/resume/occupation-match', { title: 7 })).status).toBe(400);
  });

  it('suggests no profile at all for a title that names none (never the first common one)', async () => {
    for (const category_id of [4, 5, 6, 7, 8, 9]) {
      const res = await post(app, '/resume/popular-sub-category', {
        category_id,
        sub_category_title: 'Sabbatical',
      });
      expect(res.body.popular_sub_categories).toEqual([]);
    }
  });
});
