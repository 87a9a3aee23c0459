import { type ResumeDocument, toPlainText } from '@vita/shared';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** No script, nothing from elsewhere: inline styles only, images as data: URLs, forms to this origin. */
export const SHARE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
body{margin:0;background:#f4f4f5;color:#1f2937;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:50rem;margin:2rem auto;background:#fff;padding:2.5rem 3rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{margin:0 0 .25rem;font-size:1.9rem;color:var(--accent)}
h2{margin:1.6rem 0 .4rem;font-size:1.1rem;text-transform:uppercase;letter-spacing:.04em;color:var(--accent);border-bottom:2px solid var(--accent)}
p{margin:.2rem 0}
footer{max-width:50rem;margin:0 auto 2rem;padding:0 1rem;font-size:.875rem;color:#4b5563}
form{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end}
label{display:block;font-weight:600}
input{font:inherit;padding:.45rem .6rem;border:1px solid #6b7280;border-radius:4px}
button{font:inherit;padding:.5rem 1rem;border:0;border-radius:4px;background:var(--accent);color:#fff;cursor:pointer}
.error{color:#b91c1c;font-weight:600}
@media (max-width:40rem){main{margin:0;padding:1.25rem}}
@media print{body{background:#fff}main{box-shadow:none;margin:0}footer{display:none}}
`;

function documentShell(title: string, accent: string, body: string) {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>:root{--accent:${/^#[0-9a-fA-F]{3,8}$/.test(accent) ? accent : '#1d4ed8'}}${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

/**
 * The resume as text blocks: the first block is the heading, every further block starts with its
 * section title. The same plain text the TXT download gives, so nothing a user typed becomes markup.
 */
function resumeBody(doc: ResumeDocument) {
  const blocks = toPlainText(doc)
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  const [heading = [], ...sections] = blocks;
  const [name = 'Lebenslauf', ...contact] = heading;
  const lines = (rows: string[]) => rows.map((row) => `<p>${escapeHtml(row)}</p>`).join('\n');
  return `<header><h1>${escapeHtml(name)}</h1>${lines(contact)}</header>
${sections
  .map(([title = '', ...rows]) => `<section><h2>${escapeHtml(title)}</h2>${lines(rows)}</section>`)
  .join('\n')}`;
}

function downloadForm(slug: string, password: string | null) {
  const hidden =
    password === null ? '' : `<input type="hidden" name="password" value="${escapeHtml(password)}">`;
  return `<form method="post" action="/s/${escapeHtml(slug)}/pdf">${hidden}<button type="submit">Als PDF herunterladen</button></form>`;
}

export function resumePage(
  doc: ResumeDocument,
  options: { slug: string; allowDownload: boolean; password: string | null },
) {
  const name = [doc.personal.firstName, doc.personal.lastName].filter(Boolean).join(' ');
  const title = name ? `Lebenslauf – ${name}` : 'Lebenslauf';
  const download = options.allowDownload
    ? `<nav aria-label="Download">${downloadForm(options.slug, options.password)}</nav>`
    : '';
  return documentShell(
    title,
    doc.colour.hex,
    `<main>${resumeBody(doc)}</main>
<footer>${download}<p>Mit Vita erstellt.</p></footer>`,
  );
}

export function messagePage(title: string, text: string) {
  return documentShell(
    title,
    '#1d4ed8',
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
  );
}

export function passwordPage(slug: string, error: string | null) {
  return documentShell(
    'Geschützter Lebenslauf',
    '#1d4ed8',
    `<main><h1>Geschützter Lebenslauf</h1>
<p>Dieser Lebenslauf ist mit einem Passwort geschützt.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/s/${escapeHtml(slug)}">
<div><label for="password">Passwort</label><input id="password" name="password" type="password" autocomplete="off" required></div>
<button type="submit">Lebenslauf ansehen</button>
</form></main>`,
  );
}
