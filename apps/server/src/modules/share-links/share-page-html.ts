import { type ResumeDocument, toPlainText } from '@vita/shared';
import type { RenderedHtml } from '../export/pdf-pool';
import type { PageLocale, SharePageTexts } from './share-page-texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * No script, nothing from elsewhere: inline styles only, the template's fonts from this server,
 * images as data: URLs (or from this server), forms to this origin.
 */
export const SHARE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
body{margin:0;background:#f4f4f5;color:#1f2937;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:50rem;margin:2rem auto;background:#fff;padding:2.5rem 3rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{margin:0 0 .25rem;font-size:1.9rem;color:var(--accent)}
h2{margin:1.6rem 0 .4rem;font-size:1.1rem;text-transform:uppercase;letter-spacing:.04em;color:var(--accent);border-bottom:2px solid var(--accent)}
p{margin:.2rem 0}
.entry{margin:0 0 .8rem}
.entry--dated>p:first-child{font-weight:600}
footer{max-width:50rem;margin:0 auto 2rem;padding:0 1rem;font-size:.875rem;color:#4b5563}
form{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end}
label{display:block;font-weight:600}
input{font:inherit;padding:.45rem .6rem;border:1px solid #6b7280;border-radius:4px}
button{font:inherit;padding:.5rem 1rem;border:0;border-radius:4px;background:var(--accent);color:#fff;cursor:pointer}
.error{color:#b91c1c;font-weight:600}
@media (max-width:40rem){main{margin:0;padding:1.25rem}}
@media print{body{background:#fff}main{box-shadow:none;margin:0}footer{display:none}}
`;

/** The A4 pages' width in CSS pixels (210 mm), as the templates lay them out. */
const PAGE_WIDTH = 794;

/**
 * Narrow screens see the A4 pages scaled down (no script measures the window): a `zoom` for every
 * 20 px band of widths, from the page's width with its margin down to 280 px.
 */
function scaleSteps() {
  const steps: string[] = [];
  for (let width = PAGE_WIDTH + 40; width >= 280; width -= 20) {
    const zoom = Math.min(1, (width - 40) / PAGE_WIDTH).toFixed(3);
    steps.push(`@media (max-width:${width + 19}px){.share-pages{zoom:${zoom}}}`);
  }
  return steps.join('\n');
}

const TEMPLATE_STYLE = `
html,body{margin:0;padding:0;overflow-x:hidden}
body{background:#e7e9ee;color:#1f2937;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.share-template{display:block;max-width:none;margin:0;padding:24px 0;background:none;box-shadow:none}
.share-pages{width:${PAGE_WIDTH}px;margin:0 auto}
.share-pages .vt-document{gap:24px}
.share-pages .vt-page{box-shadow:0 1px 6px rgba(0,0,0,.18)}
.share-bar{max-width:${PAGE_WIDTH}px;margin:0 auto;padding:0 20px 24px;font-size:.875rem;color:#374151;display:flex;gap:1rem;flex-wrap:wrap;align-items:center;justify-content:space-between;box-sizing:border-box}
.share-bar p{margin:0}
.share-bar form{margin:0}
.share-bar button{font:inherit;font-size:1rem;padding:.55rem 1.1rem;border:0;border-radius:4px;background:var(--accent);color:#fff;cursor:pointer}
.share-bar button:focus-visible{outline:3px solid #111827;outline-offset:2px}
${scaleSteps()}
@media print{body{background:#fff}.share-template{padding:0}.share-pages{zoom:1}.share-pages .vt-page{box-shadow:none}.share-bar{display:none}}
`;

/** A colour the page may put in its CSS: a hex code, else the product's blue. */
const safeAccent = (accent: string) => (/^#[0-9a-fA-F]{3,8}$/.test(accent) ? accent : '#1d4ed8');

/** The start of every share page, up to its title: never indexed, no referrer sent on. */
const pageHead = (lang: PageLocale, title: string) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>`;

function documentShell(title: string, accent: string, body: string, lang: PageLocale) {
  return `${pageHead(lang, title)}
<style>:root{--accent:${safeAccent(accent)}}${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** The plain text's underline below a section title ("BERUFSERFAHRUNG" / "==============="). */
const UNDERLINE = /^[=-]{3,}$/;

/** A job's or a school's first line starts with its dates ("04/2021 – Aktuell …"): shown as its title. */
const DATED = /^\d{2}\/\d{4}|^\d{4}\b/;

type Section = { title: string; entries: string[][] };

/**
 * The resume from the plain text the TXT download gives, so nothing a user typed becomes markup:
 * the lines before the first section title are the heading; a title is a line underlined in the
 * text; blank lines part the entries (one job, one school) of a section.
 */
function resumeBody(doc: ResumeDocument, untitled: string) {
  const rows = toPlainText(doc).split('\n');
  const heading: string[] = [];
  const sections: Section[] = [];
  let entry: string[] = [];
  const flush = () => {
    const section = sections.at(-1);
    if (section && entry.length > 0) section.entries.push(entry);
    entry = [];
  };
  rows.forEach((raw, index) => {
    const row = raw.trim();
    if (UNDERLINE.test(row)) return;
    if (row !== '' && UNDERLINE.test(rows[index + 1]?.trim() ?? '')) {
      flush();
      sections.push({ title: row, entries: [] });
    } else if (row === '') flush();
    else if (sections.length === 0) heading.push(row);
    else entry.push(row);
  });
  flush();
  const [name = untitled, ...contact] = heading;
  const lines = (list: string[]) => list.map((row) => `<p>${escapeHtml(row)}</p>`).join('\n');
  return `<header><h1>${escapeHtml(name)}</h1>${lines(contact)}</header>
${sections
  .map(
    (section) =>
      `<section><h2>${escapeHtml(section.title)}</h2>${section.entries
        .map(
          (rows) =>
            `<div class="${DATED.test(rows[0] ?? '') ? 'entry entry--dated' : 'entry'}">${lines(rows)}</div>`,
        )
        .join('\n')}</section>`,
  )
  .join('\n')}`;
}

type PageOptions = { slug: string; allowDownload: boolean; password: string | null };

function downloadForm(slug: string, password: string | null, texts: SharePageTexts) {
  const hidden =
    password === null ? '' : `<input type="hidden" name="password" value="${escapeHtml(password)}">`;
  return `<form method="post" action="/s/${escapeHtml(slug)}/pdf">${hidden}<button type="submit">${escapeHtml(texts.download)}</button></form>`;
}

function resumeTitle(doc: ResumeDocument, texts: SharePageTexts) {
  const name = [doc.personal.firstName, doc.personal.lastName].filter(Boolean).join(' ');
  return name ? texts.resumeTitleOf(name) : texts.resumeTitle;
}

const downloadNav = (options: PageOptions, texts: SharePageTexts) =>
  options.allowDownload
    ? `<nav aria-label="${escapeHtml(texts.downloadLabel)}">${downloadForm(options.slug, options.password, texts)}</nav>`
    : '';

/** The resume in a plain accessible layout from its text: when the template cannot be rendered. */
export function resumePage(
  doc: ResumeDocument,
  options: PageOptions,
  texts: SharePageTexts,
  lang: PageLocale,
) {
  return documentShell(
    resumeTitle(doc, texts),
    doc.colour.hex,
    `<main lang="${doc.locale}">${resumeBody(doc, texts.resumeTitle)}</main>
<footer>${downloadNav(options, texts)}<p>${escapeHtml(texts.madeWith)}</p></footer>`,
    lang,
  );
}

/**
 * The resume in its template, as the PDF shows it: the print entry's pages (real text, the
 * template's headings) with the CSS they were laid out with, inline; fonts from this server.
 */
export function templatePage(
  doc: ResumeDocument,
  rendered: RenderedHtml,
  options: PageOptions,
  texts: SharePageTexts,
  lang: PageLocale,
) {
  // The CSS is the web build's own; a closing tag inside it would still end the element early.
  const css = rendered.css.replace(/<\/style/gi, '<\\/style');
  return `${pageHead(lang, resumeTitle(doc, texts))}
<style>${css}</style>
<style>:root{--accent:${safeAccent(doc.colour.hex)}}${TEMPLATE_STYLE}</style>
</head>
<body>
<main class="share-template" lang="${doc.locale}" data-pages="${rendered.pages}"><div class="share-pages">${rendered.html}</div></main>
<footer class="share-bar">${downloadNav(options, texts)}<p>${escapeHtml(texts.madeWith)}</p></footer>
</body>
</html>`;
}

export function messagePage(title: string, text: string, lang: PageLocale) {
  return documentShell(
    title,
    '#1d4ed8',
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
    lang,
  );
}

export function passwordPage(slug: string, error: string | null, texts: SharePageTexts, lang: PageLocale) {
  return documentShell(
    texts.protectedTitle,
    '#1d4ed8',
    `<main><h1>${escapeHtml(texts.protectedTitle)}</h1>
<p>${escapeHtml(texts.protectedText)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/s/${escapeHtml(slug)}">
<div><label for="password">${escapeHtml(texts.passwordLabel)}</label><input id="password" name="password" type="password" autocomplete="off" required></div>
<button type="submit">${escapeHtml(texts.showResume)}</button>
</form></main>`,
    lang,
  );
}
