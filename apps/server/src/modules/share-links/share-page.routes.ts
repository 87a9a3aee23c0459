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
import { messagePage, passwordPage, resumePage, SHARE_PAGE_CSP } from './share-page-html';

const NOT_FOUND_PAGE = messagePage(
  'Link nicht gefunden',
  'Diesen Link gibt es nicht. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
);
const GONE_PAGE = messagePage(
  'Link nicht mehr gültig',
  'Dieser Link ist nicht mehr gültig: Er wurde widerrufen oder ist abgelaufen. Bitte fragen Sie die Person, die ihn geteilt hat, nach einem neuen Link.',
);
const LOCKED_PAGE = messagePage(
  'Zu viele Versuche',
  'Das Passwort wurde zu oft falsch eingegeben. Bitte versuchen Sie es in 15 Minuten noch einmal.',
);
const PDF_UNAVAILABLE_PAGE = messagePage(
  'PDF gerade nicht verfügbar',
  'Die PDF-Erstellung ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.',
);
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

const WRONG_PASSWORD = 'Das Passwort ist nicht richtig.';

type SlugRequest = { params: { slug?: string }; body?: unknown };

const passwordOf = (body: unknown) => {
  const value = (body as Record<string, unknown> | null | undefined)?.password;
  return typeof value === 'string' ? value : null;
};

/** Headers every answer under /s/ carries: not indexed, no referrer, no cookie, strict CSP. */
function pageHeaders(reply: FastifyReply) {
  return reply
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
export async function sharePageRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const { db } = app;
  // The password form posts form-urlencoded; a few fields, parsed here without a plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The open link, or the reply already sent (404, 410, 429, password form). */
  async function admit(request: SlugRequest, reply: FastifyReply, asked: boolean) {
    const now = options.now();
    const state = await linkBySlug(db, request.params.slug ?? '', now);
    if (state.kind === 'unknown') return html(reply, 404, NOT_FOUND_PAGE);
    if (state.kind === 'gone') return html(reply, 410, GONE_PAGE);
    const { link } = state;
    if (link.passwordHash === null) return { link, password: null };
    if (isLockedOut(link, now)) return html(reply, 429, LOCKED_PAGE);
    const password = passwordOf(request.body);
    if (!asked || password === null) return html(reply, 200, passwordPage(link.slug, null));
    if (!(await checkLinkPassword(db, link, password, now))) {
      return html(reply, 401, passwordPage(link.slug, WRONG_PASSWORD));
    }
    return { link, password };
  }

  async function showPage(request: SlugRequest, reply: FastifyReply, asked: boolean) {
    const admitted = await admit(request, reply, asked);
    if (!('link' in admitted)) return admitted;
    const { link, password } = admitted;
    const linked = await linkedDocument(db, link);
    if (!linked) return html(reply, 410, GONE_PAGE);
    await countView(db, link, options.now());
    return html(
      reply,
      200,
      resumePage(linked.doc, { slug: link.slug, allowDownload: link.allowDownload, password }),
    );
  }

  async function sendPdf(request: SlugRequest, reply: FastifyReply, asked: boolean) {
    const admitted = await admit(request, reply, asked);
    if (!('link' in admitted)) return admitted;
    const link: ShareLinkRow = admitted.link;
    if (!link.allowDownload) return html(reply, 404, NOT_FOUND_PAGE);
    const linked = await linkedDocument(db, link);
    if (!linked) return html(reply, 410, GONE_PAGE);
    if (!app.pdfPool.available()) return html(reply, 503, PDF_UNAVAILABLE_PAGE);
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
