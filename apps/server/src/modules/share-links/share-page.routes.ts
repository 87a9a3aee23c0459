import { apiErrorSchema, exportFileSchema } from '@vita/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition, exportBaseName } from '../export/content-disposition';
import type { ShareLinkRow } from './share-links.service';
import {
  checkLinkPassword,
  countDownload,
  countView,
  isLockedOut,
  linkBySlug,
  linkedDocument,
} from './share-page.service';
import { messagePage, passwordPage, resumePage, SHARE_PAGE_CSP, templatePage } from './share-page-html';
import { type PageLocale, pageLocaleOf, SHARE_PAGE_TEXTS, type SharePageTexts } from './share-page-texts';
import { type TemplateRender, templateRender } from './template-render';

type MessageKey = 'notFound' | 'gone' | 'locked' | 'pdfUnavailable';
/** The short pages, built once per language. */
const MESSAGE_PAGES = Object.fromEntries(
  (Object.keys(SHARE_PAGE_TEXTS) as PageLocale[]).map((lang) => {
    const texts = SHARE_PAGE_TEXTS[lang];
    const page = (key: MessageKey) => messagePage(texts[key].title, texts[key].text, lang);
    return [
      lang,
      {
        notFound: page('notFound'),
        gone: page('gone'),
        locked: page('locked'),
        pdfUnavailable: page('pdfUnavailable'),
      },
    ];
  }),
) as Record<PageLocale, Record<MessageKey, string>>;

/** Every answer is a German HTML page (or the PDF); a body refused before the route is the JSON error. */
const htmlPage = { schema: z.string() };
const failure = { content: { 'text/html': htmlPage, 'application/json': { schema: apiErrorSchema } } };
const schema = {
  response: {
    200: { content: { 'text/html': htmlPage, 'application/pdf': { schema: exportFileSchema } } },
    '4xx': failure,
    '5xx': failure,
  },
};

type SlugRequest = {
  params: { slug?: string };
  body?: unknown;
  headers: { 'accept-language'?: string | string[] | undefined };
};
type Visitor = { lang: PageLocale; texts: SharePageTexts };

const visitorOf = (request: SlugRequest): Visitor => {
  const lang = pageLocaleOf(request.headers['accept-language']);
  return { lang, texts: SHARE_PAGE_TEXTS[lang] };
};

const passwordOf = (body: unknown) => {
  const value = (body as Record<string, unknown> | null | undefined)?.password;
  return typeof value === 'string' ? value : null;
};

/**
 * Headers every answer under /s/ carries: not indexed, no referrer, no cookie, strict CSP; the
 * page's words follow the visitor's Accept-Language.
 */
function pageHeaders(reply: FastifyReply) {
  return reply
    .header('vary', 'Accept-Language')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', SHARE_PAGE_CSP)
    .header('cache-control', 'no-store')
    .removeHeader('set-cookie');
}

const html = (reply: FastifyReply, status: number, body: string) =>
  pageHeaders(reply).code(status).type('text/html; charset=utf-8').send(body);

/**
 * The public share pages `/s/<slug>`: the resume as a page of its own, without login and without
 * the app's JavaScript. A password link asks first; the answer to the form is the page itself.
 */
export async function sharePageRoutes(
  app: FastifyInstance,
  options: { now: () => Date; renderTemplate?: TemplateRender },
) {
  const { db } = app;
  const renderTemplate = options.renderTemplate ?? templateRender(app.pdfPool, app.log);
  // The password form posts form-urlencoded; a few fields, parsed here without a plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The open link, or the reply already sent (404, 410, 429, password form). */
  async function admit(request: SlugRequest, reply: FastifyReply, asked: boolean, visitor: Visitor) {
    const { lang, texts } = visitor;
    const pages = MESSAGE_PAGES[lang];
    const now = options.now();
    const state = await linkBySlug(db, request.params.slug ?? '', now);
    if (state.kind === 'unknown') return html(reply, 404, pages.notFound);
    if (state.kind === 'gone') return html(reply, 410, pages.gone);
    const { link } = state;
    if (link.passwordHash === null) return { link, password: null };
    if (isLockedOut(link, now)) return html(reply, 429, pages.locked);
    const password = passwordOf(request.body);
    if (!asked || password === null) return html(reply, 200, passwordPage(link.slug, null, texts, lang));
    if (!(await checkLinkPassword(db, link, password, now))) {
      return html(reply, 401, passwordPage(link.slug, texts.wrongPassword, texts, lang));
    }
    return { link, password };
  }

  async function showPage(request: SlugRequest, reply: FastifyReply, asked: boolean) {
    const visitor = visitorOf(request);
    const admitted = await admit(request, reply, asked, visitor);
    if (!('link' in admitted)) return admitted;
    const { link, password } = admitted;
    const linked = await linkedDocument(db, link);
    if (!linked) return html(reply, 410, MESSAGE_PAGES[visitor.lang].gone);
    const rendered = await renderTemplate(link.id, linked.doc);
    await countView(db, link, options.now());
    const pageOptions = { slug: link.slug, allowDownload: link.allowDownload, password };
    const body = rendered
      ? templatePage(linked.doc, rendered, pageOptions, visitor.texts, visitor.lang)
      : resumePage(linked.doc, pageOptions, visitor.texts, visitor.lang);
    return html(reply, 200, body);
  }

  async function sendPdf(request: SlugRequest, reply: FastifyReply, asked: boolean) {
    const visitor = visitorOf(request);
    const pages = MESSAGE_PAGES[visitor.lang];
    const admitted = await admit(request, reply, asked, visitor);
    if (!('link' in admitted)) return admitted;
    const link: ShareLinkRow = admitted.link;
    if (!link.allowDownload) return html(reply, 404, pages.notFound);
    const linked = await linkedDocument(db, link);
    if (!linked) return html(reply, 410, pages.gone);
    if (!app.pdfPool.available()) return html(reply, 503, pages.pdfUnavailable);
    const { pdf } = await app.pdfPool.render(linked.doc);
    await countDownload(db, link);
    return pageHeaders(reply)
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        contentDisposition(`${exportBaseName(undefined, linked.doc.personal)}.pdf`),
      )
      .send(pdf);
  }

  app.get<{ Params: { slug: string } }>('/s/:slug', { schema }, (request, reply) =>
    showPage(request, reply, false),
  );
  app.post<{ Params: { slug: string } }>('/s/:slug', { schema }, (request, reply) =>
    showPage(request, reply, true),
  );
  app.get<{ Params: { slug: string } }>('/s/:slug/pdf', { schema }, (request, reply) =>
    sendPdf(request, reply, false),
  );
  app.post<{ Params: { slug: string } }>('/s/:slug/pdf', { schema }, (request, reply) =>
    sendPdf(request, reply, true),
  );
}
