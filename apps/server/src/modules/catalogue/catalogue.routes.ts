import {
  listingsRequestSchema,
  popularSubCategoryRequestSchema,
  searchLanguageQuerySchema,
  searchSubCategoryQuerySchema,
  subCategoryRequestSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import {
  allLanguages,
  degrees,
  listings,
  popularSubCategories,
  searchLanguages,
  searchSubCategories,
  subCategories,
} from './catalogue.service';

/** Catalogue, degree and language lists (spec 01 §7); read-only reference data, no resume token. */
export async function catalogueRoutes(app: App) {
  const r = typed(app);

  r.get('/resume/degree', async () => ok('OK', { degree: degrees() }));

  r.post('/resume/listings', { schema: { body: listingsRequestSchema } }, async ({ body }) =>
    ok('OK', { listings: listings(body.category_id, body.sub_category_id) }),
  );

  r.post('/resume/sub-category', { schema: { body: subCategoryRequestSchema } }, async ({ body }) =>
    ok('OK', { sub_categories: subCategories(body.category_id, body.search) }),
  );

  r.post(
    '/resume/popular-sub-category',
    { schema: { body: popularSubCategoryRequestSchema } },
    async ({ body }) =>
      ok('OK', { popular_sub_categories: popularSubCategories(body.category_id, body.sub_category_title) }),
  );

  r.get(
    '/resume/search-subcategory',
    { schema: { querystring: searchSubCategoryQuerySchema } },
    async ({ query }) => ok('OK', { subCategory: searchSubCategories(query.category_id, query.search) }),
  );

  r.get('/resume/all-languages', async () => ok('OK', { languages: allLanguages() }));

  r.get(
    '/resume/search-language',
    { schema: { querystring: searchLanguageQuerySchema } },
    async ({ query }) => ok('OK', { languages: searchLanguages(query.search) }),
  );
}
