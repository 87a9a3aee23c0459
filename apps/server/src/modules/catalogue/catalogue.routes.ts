import {
  degreeResponseSchema,
  languagesResponseSchema,
  listingsRequestSchema,
  listingsResponseSchema,
  popularSubCategoryRequestSchema,
  popularSubCategoryResponseSchema,
  searchLanguageQuerySchema,
  searchSubCategoryQuerySchema,
  searchSubCategoryResponseSchema,
  subCategoryRequestSchema,
  subCategoryResponseSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';
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

  r.get('/resume/degree', { schema: { response: replies(degreeResponseSchema) } }, async () =>
    ok('OK', { degree: degrees() }),
  );

  r.post(
    '/resume/listings',
    { schema: { body: listingsRequestSchema, response: replies(listingsResponseSchema) } },
    async ({ body }) => ok('OK', { listings: listings(body.category_id, body.sub_category_id) }),
  );

  r.post(
    '/resume/sub-category',
    { schema: { body: subCategoryRequestSchema, response: replies(subCategoryResponseSchema) } },
    async ({ body }) => ok('OK', { sub_categories: subCategories(body.category_id, body.search) }),
  );

  r.post(
    '/resume/popular-sub-category',
    {
      schema: { body: popularSubCategoryRequestSchema, response: replies(popularSubCategoryResponseSchema) },
    },
    async ({ body }) =>
      ok('OK', { popular_sub_categories: popularSubCategories(body.category_id, body.sub_category_title) }),
  );

  r.get(
    '/resume/search-subcategory',
    {
      schema: {
        querystring: searchSubCategoryQuerySchema,
        response: replies(searchSubCategoryResponseSchema),
      },
    },
    async ({ query }) => ok('OK', { subCategory: searchSubCategories(query.category_id, query.search) }),
  );

  r.get('/resume/all-languages', { schema: { response: replies(languagesResponseSchema) } }, async () =>
    ok('OK', { languages: allLanguages() }),
  );

  r.get(
    '/resume/search-language',
    { schema: { querystring: searchLanguageQuerySchema, response: replies(languagesResponseSchema) } },
    async ({ query }) => ok('OK', { languages: searchLanguages(query.search) }),
  );
}
