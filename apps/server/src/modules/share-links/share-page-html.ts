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
function resumeBody(doc: ResumeDocument) {
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
  const [name = 'Lebenslauf', ...contact] = heading;
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
