import type { CatalogueItem } from '@vita/shared';
import { useResumeStore } from '../../store/resume-store';
import { mockApi } from '../../test/fetch-mock';

export const TOKEN = 'a'.repeat(32);
export const item = (id: number, description: string, recommended: 0 | 1 = 0): CatalogueItem => ({
  id,
  title: description,
  description,
  recommended,
});
export const KOCH = { id: 1766, title: 'Koch/Köchin' };
export const COMMON = { id: 5, title: 'Bürokaufmann/Bürokauffrau' };

/** Seeds the local store (values as the store keeps them) and reloads the store's mirror. */
export function seed(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  useResumeStore.getState().reload();
}

/**
 * The catalogue for 'Koch' (other titles match no profile: the common profiles come), its
 * category 4 listings, and the meta calls; `extra` adds or replaces routes.
 */
export function skillsApi(listings: CatalogueItem[], extra: Record<string, (body: unknown) => unknown> = {}) {
  return mockApi({
    '/resume/popular-sub-category': (body) => {
      const title = (body as { sub_category_title: string }).sub_category_title;
      return { popular_sub_categories: title === 'Koch' ? [KOCH] : title === '' ? [COMMON] : [] };
    },
    '/resume/listings': (body) =>
      (body as { sub_category_id: number }).sub_category_id === KOCH.id ? { listings } : { listings: [] },
    '/resume/get-meta': () => ({ resume: { meta_key: 'skills', meta_value: null, updated_at: null } }),
    '/resume/save-meta': (body) => ({
      resume: {
        meta_key: 'skills',
        meta_value: (body as { meta_value: unknown }).meta_value,
        updated_at: null,
      },
    }),
    '/resume/delete-meta-section': () => ({
      resume: { meta_key: 'skills', meta_value: null, updated_at: null },
    }),
    ...extra,
  });
}
