/**
 * A well-formed body for each call (as the web app sends it), so that one mutation of it reaches
 * the code behind the schema: the service, the sanitiser, the database. A route without an entry
 * (a new one) is still attacked with the route-level cases and an empty body.
 */
export type Seed = {
  resumeToken: string;
  email: string;
  customSectionId: number;
  extraSectionId: number;
};

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type Bodies = Record<string, JsonValue[]>;

export function baseBodies(seed: Seed): Bodies {
  const T = seed.resumeToken;
  const customSection = {
    resume_token: T,
    resume_template_id: 4,
    meta_key: 'custom_section',
    meta_value: { title: 'Ehrenamt', description: '<p>Jugendtrainerin</p>' },
  };
  const webLinks = {
    resume_token: T,
    resume_template_id: 4,
    meta_key: 'extra_section',
    meta_sub_key: 'WebLinks',
    meta_value: { link1: 'https://erika.example.de', link2: 'www.example.de', link3: '' },
  };
  const hobbies = { ...webLinks, meta_sub_key: 'hobbiesInformation', meta_value: { data: '<p>Lesen</p>' } };
  const snapshot = {
    resume_token: T,
    resume_template_id: 4,
    resume_name: 'Mein Lebenslauf',
    resume_json_data: { templateId: '4', isStudent: 'false' },
    resume_strength: 40,
  };
  const education = { sname: 'Universität Köln', sdegree: 'Master', studyStartYear: '2015', pointer: 1.7 };
  const work = { jobtitle: 'Köchin', employer: 'Gasthaus', startMonth: '01', startYear: 2018, check: true };
  const signature = { resume_token: T, text: 'Erika', date: '2026-03-02', location: 'Köln', textSize: 20 };
  return {
    'POST /api/v1/resume/save-meta': [
      {
        resume_token: T,
        resume_template_id: 4,
        meta_key: 'heading',
        meta_value: { fname: 'Erika', lname: 'Muster', email: 'erika@example.de', socialLink: 'www.x.de' },
      },
      { resume_token: T, meta_key: 'education', meta_value: education },
      { resume_token: T, meta_key: 'work-expr', meta_value: work },
      {
        resume_token: T,
        meta_key: 'skills',
        meta_value: { data: '<ul><li>Kochen</li></ul>', recommended: ['x'] },
      },
      { resume_token: T, meta_key: 'signature', meta_value: { text: 'Erika', color: 'blue' } },
    ],
    'POST /api/v1/resume/get-meta': [{ resume_token: T, meta_key: 'heading' }],
    'POST /api/v1/resume/update-meta-value': [
      { resume_token: T, meta_key: 'education', meta_index: 0, meta_value: education },
    ],
    'POST /api/v1/resume/delete-meta': [{ resume_token: T, meta_key: 'education', meta_index: 0 }],
    'POST /api/v1/resume/delete-meta-section': [{ resume_token: T, meta_key: 'skills' }],
    'POST /api/v1/resume/delete-resume-section': [
      { resume_token: T, section: 'skills' },
      { resume_token: T, section: 15, id: seed.customSectionId },
    ],
    'POST /api/v1/resume/save-resume-object': [snapshot],
    'POST /api/v1/resume/save-local-resume': [snapshot],
    'POST /api/v1/resume/get-resume-object': [{ resume_token: T }],
    'POST /api/v1/resume/get-resume-style': [{ resume_token: T }],
    'POST /api/v1/resume/resume-style': [
      {
        resume_token: T,
        template_id: 4,
        colour: 'brand',
        formatting: { fontSize: 11, custom: true },
        layout: { main: [1, 2], side: [3] },
      },
    ],
    'POST /api/v1/resume/document': [{ resume_token: T }],
    'POST /api/v1/resume/get-photo': [{ resume_token: T }],
    'POST /api/v1/resume/create-signature': [signature],
    'POST /api/v1/resume/update-signature': [signature],
    'POST /api/v1/resume/add-extra-section': [webLinks, hobbies],
    'POST /api/v1/resume/edit-extra-section': [webLinks, hobbies],
    'POST /api/v1/resume/edit-extra-section/:id': [webLinks],
    'POST /api/v1/resume/delete-extra-section/:id': [{ resume_token: T, meta_key: 'extra_section' }],
    'POST /api/v1/resume/save-lang': [
      {
        resume_token: T,
        meta_value: {
          native: [{ nativeLang: 'Deutsch' }],
          languages: [{ language: 'Englisch', level: 'B2', value: 60 }],
        },
      },
    ],
    'POST /api/v1/resume/add-custom-section': [customSection],
    'POST /api/v1/resume/edit-custom-section/:id': [customSection],
    'POST /api/v1/resume/custom-section-listing': [{ resume_token: T }],
    'POST /api/v1/resume/custom-section/:id': [{ resume_token: T }],
    'POST /api/v1/resume/delete-custom-section/:id': [{ resume_token: T }],
    'POST /api/v1/resume/listings': [{ category_id: 4, sub_category_id: 1 }],
    'POST /api/v1/resume/sub-category': [{ category_id: 4, search: 'Koch' }],
    'POST /api/v1/resume/popular-sub-category': [{ category_id: 4, sub_category_title: 'Koch' }],
    'POST /api/v1/resume/translate': [{ resume_token: T, target: 'en' }],
    'POST /api/v1/resume/export': [{ resume_token: T, format: 2, resume_name: 'Lebenslauf', locale: 'de' }],
    'POST /api/v1/register': [
      { first_name: 'Erika', last_name: 'M', email: seed.email, password: 'geheim123', resume_token: T },
    ],
    'POST /api/v1/login': [{ mode: 'web', email: seed.email, password: 'falsch-falsch', resume_token: T }],
    'POST /api/v1/forgot-password': [{ email: 'niemand@example.de' }],
    'POST /api/v1/reset-password': [
      { email: seed.email, code: '123456', password: 'neu-geheim', confirmPassword: 'neu-geheim' },
    ],
    'POST /api/v1/update-profile': [
      { first_name: 'E', last_name: 'M', city: 'Köln', country: 'DE', zip_code: '50667', phone: '0221' },
    ],
    'POST /api/v1/update-password': [
      { current_password: 'falsch-falsch', new_password: 'neu-geheim', confirm_password: 'neu-geheim' },
    ],
    'POST /api/v1/communication-preferences': [
      { insider_tips: true, job_alerts: false, new_features: true, market_research: false },
    ],
    'POST /api/v1/account/delete': [{ password: 'falsch-falsch' }],
    'POST /api/v1/contact-message': [
      { topic: 'general', name: 'Erika', email: seed.email, message: 'Hallo' },
    ],
    'POST /api/v1/cancel-subscription': [{ subscription_id: 'sub_123' }],
    'POST /api/v1/cancel-contract': [{ name: 'Erika', email: seed.email, contract: 'Vita Pro', reason: 'x' }],
    'POST /api/v1/stripe-payment': [{ stripeToken: 'tok_test_visa', subscription_id: 1 }],
    'POST /api/v1/stripe-payment/confirm': [{ payment_intent_id: 'pi_123' }],
    'POST /api/v1/test-payments/tokens': [
      { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '1' },
    ],
    'POST /api/v1/test-payments/authenticate': [{ payment_intent_id: 'pi_123', result: 'complete' }],
    'POST /api/v1/spellcheck': [{ lang: 'de', texts: [{ id: 'summary', html: '<p>Lebenslauf</p>' }] }],
    'POST /api/v1/spellcheck/suggest': [{ lang: 'de', word: 'Lebnslauf' }],
    'POST /api/v1/share-links': [
      {
        resume_token: T,
        label: 'Nordwind Logistik',
        expires_at: '2026-04-30',
        password: 'Nordwind-2026',
        allow_download: true,
      },
    ],
    'POST /api/v1/applications/:id/send': [
      {
        to: 'personal@nordwind.example.de',
        subject: 'Bewerbung als Köchin',
        message: 'Sehr geehrte Damen und Herren, anbei erhalten Sie meine Bewerbungsunterlagen als PDF.',
        format: 'mappe',
      },
    ],
  };
}

/** Query strings of the GET calls that read one. */
export const baseQueries: Record<string, Record<string, string>> = {
  'GET /api/v1/resume/search-subcategory': { category_id: '4', search: 'Koch' },
  'GET /api/v1/resume/search-language': { search: 'Deu' },
};
