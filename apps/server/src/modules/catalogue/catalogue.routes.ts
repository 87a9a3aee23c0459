import {
  degreeResponseSchema,
  languagesResponseSchema,
  listingsRequestSchema,
  listingsResponseSchema,
  occupationMatchRequestSchema,
  occupationMatchResponseSchema,
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
  occupationForTitle,
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
      ok('OK', {
        popular_sub_categories: popularSubCategories(body.category_id, body.sub_category_title, {
          hasAusbildung: body.has_ausbildung,
        }),
      }),
  );

  r.post(
    '/resume/occupation-match',
    { schema: { body: occupationMatchRequestSchema, response: replies(occupationMatchResponseSchema) } },
    async ({ body }) => {
      const found = occupationForTitle(body.title, { hasAusbildung: body.has_ausbildung });
      return ok('OK', {
        occupation: found
          ? {
              id: found.id,
              title: found.title,
              esco_id: found.escoId,
              isco_group: found.iscoGroup,
              alternatives: found.alternatives,
            }
          : null,
      });
    },
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
