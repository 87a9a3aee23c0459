import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { GERMAN_MONTHS } from '../../../apps/server/src/modules/import/fixtures/cv-html';
import type { CorpusCv, DateForm, Job, School, Ym } from './types';

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const two = (n: number) => String(n).padStart(2, '0');

function date(d: Ym, form: DateForm): string {
  if (d.month === undefined || form === 'years' || form === 'bis') return String(d.year);
  if (form === 'dot') return `${two(d.month)}.${d.year}`;
  if (form === 'words') return `${MONTHS[d.month - 1]} ${d.year}`;
  if (form === 'short-words') return `${GERMAN_MONTHS[d.month - 1]} ${d.year}`;
  return `${two(d.month)}/${d.year}`;
}

/** A range in the CV's own form: 'seit 01/2020', 'Jan. 2020 – heute', '2015 bis 2019', … */
export function range(start: Ym | undefined, end: Ym | 'now', form: DateForm): string {
  if (end === 'now') {
    const from = date(start ?? { year: 0 }, form);
    return form === 'short-words' || form === 'slash' ? `${from} – heute` : `seit ${from}`;
  }
  if (!start) return date(end, form);
  return `${date(start, form)}${form === 'bis' ? ' bis ' : ' – '}${date(end, form)}`;
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const spaced = (t: string) =>
  t
    .split(' ')
    .map((w) => [...w].join(' '))
    .join('&nbsp;&nbsp;&nbsp;');
const jobRange = (cv: CorpusCv, j: Job) => range(j.start, j.end, cv.dates);
const schoolRange = (cv: CorpusCv, s: School) => range(s.start, s.end, cv.dates);
const ul = (items: string[]) =>
  items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : '';
const langText = (cv: CorpusCv, sep = ' – ') =>
  cv.languages.map((l) => `${esc(l.name)}${sep}${esc(l.shown)}`);
const signature = (cv: CorpusCv) =>
  cv.signature
    ? `<div class="sig"><p>${esc(cv.signature)}</p><p class="signame">${esc(cv.fname)} ${esc(cv.lname)}</p></div>`
    : '';

const BASE = `
  @page { size: A4; margin: 16mm 15mm; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; margin: 0; }
  h1 { font-size: 21pt; margin: 0 0 4pt; } h2 { font-size: 12.5pt; margin: 12pt 0 5pt; }
  p { margin: 1.5pt 0; } ul { margin: 2pt 0 5pt 14pt; padding: 0; } td { vertical-align: top; padding: 2pt 6pt 5pt 0; }
  table { border-collapse: collapse; width: 100%; } .sig { margin-top: 18pt; } .signame { font-style: italic; margin-top: 12pt; }
`;

function entryTable(cv: CorpusCv, dateWidth: string): { work: string; education: string } {
  const work = cv.jobs
    .map(
      (j) =>
        `<tr><td style="width:${dateWidth}">${esc(jobRange(cv, j))}</td><td><p><b>${esc(j.title)}</b></p><p>${esc(j.employer)}, ${esc(j.city)}</p>${ul(j.bullets)}</td></tr>`,
    )
    .join('');
  const education = cv.schools
    .map(
      (s) =>
        `<tr><td style="width:${dateWidth}">${esc(schoolRange(cv, s))}</td><td><p><b>${esc(s.degree)}</b></p><p>${esc(s.school)}, ${esc(s.city)}</p></td></tr>`,
    )
    .join('');
  return { work: `<table>${work}</table>`, education: `<table>${education}</table>` };
}

const others = (cv: CorpusCv, h: (t: string) => string, bullets = false) =>
  cv.other
    .map((o) => `${h(o.title)}${bullets ? ul(o.lines) : o.lines.map((l) => `<p>${esc(l)}</p>`).join('')}`)
    .join('');

function table(cv: CorpusCv): string {
  const h = (t: string) => `<h2 style="border-bottom:1px solid #888">${esc(t)}</h2>`;
  const e = entryTable(cv, '38mm');
  return `<style>${BASE}</style><h1>Lebenslauf</h1><h2 style="margin-top:4pt">${esc(cv.fname)} ${esc(cv.lname)}</h2>
  <p>${esc(cv.street)}, ${esc(cv.pincode)} ${esc(cv.city)}</p><p>Telefon: ${esc(cv.phone)}</p><p>E-Mail: ${esc(cv.email)}</p><p>Geburtsdatum: ${esc(cv.birth)}</p>
  ${h(cv.titles.work)}${e.work}${h(cv.titles.education)}${e.education}${h(cv.titles.skills)}${ul(cv.skills)}
  ${h(cv.titles.languages)}${langText(cv)
    .map((l) => `<p>${l}</p>`)
    .join('')}${others(cv, h, true)}${signature(cv)}`;
}

function sidebar(cv: CorpusCv, right: boolean): string {
  const hs = (t: string) => `<h2 style="color:#fff;font-size:11pt;text-transform:uppercase">${esc(t)}</h2>`;
  const hm = (t: string) => `<h2 style="color:#1d4e6e;border-bottom:2px solid #1d4e6e">${esc(t)}</h2>`;
  const side = `<div class="side">${hs('Kontakt')}<p>${esc(cv.street)}</p><p>${esc(cv.pincode)} ${esc(cv.city)}</p><p>${esc(cv.phone)}</p><p>${esc(cv.email)}</p>
    <p style="margin-top:6pt">Geburtsdatum</p><p>${esc(cv.birth)}</p>${hs(cv.titles.skills)}${cv.skills.map((s) => `<p>${esc(s)}</p>`).join('')}
    ${hs(cv.titles.languages)}${langText(cv, ': ')
      .map((l) => `<p>${l}</p>`)
      .join('')}</div>`;
  const job = (j: Job) =>
    `<p style="color:#666">${esc(jobRange(cv, j))}</p><p><b>${esc(j.title)}</b></p><p>${esc(j.employer)}, ${esc(j.city)}</p>${ul(j.bullets)}`;
  const school = (s: School) =>
    `<p style="color:#666">${esc(schoolRange(cv, s))}</p><p><b>${esc(s.degree)}</b></p><p>${esc(s.school)}, ${esc(s.city)}</p>`;
  const main = `<div class="main"><h1 style="color:#1d4e6e">${esc(cv.fname)} ${esc(cv.lname)}</h1>${hm(cv.titles.work)}${cv.jobs.map(job).join('')}
    ${hm(cv.titles.education)}${cv.schools.map(school).join('')}${others(cv, hm)}${signature(cv)}</div>`;
  return `<style>${BASE} @page { margin: 0; } body { padding: 0; }
    .wrap { display: grid; grid-template-columns: ${right ? '1fr 62mm' : '62mm 1fr'}; min-height: 297mm; }
    .side { background: #1d4e6e; color: #fff; padding: 14mm 6mm; -webkit-print-color-adjust: exact; } .main { padding: 14mm 10mm; }</style>
    <div class="wrap">${right ? main + side : side + main}</div>`;
}

function europass(cv: CorpusCv): string {
  const row = (label: string, value: string, cls = '') =>
    `<tr><td class="l ${cls}">${label}</td><td>${value}</td></tr>`;
  const h = (t: string) =>
    row(
      `<b style="color:#0e4194">${esc(t)}</b>`,
      '<hr style="border:0;border-top:1px solid #0e4194;margin-top:7pt">',
    );
  const native = cv.languages.filter((l) => l.level === 'native');
  const further = cv.languages.filter((l) => l.level !== 'native');
  const grid = `<table class="grid"><tr><th></th><th colspan="2">VERSTEHEN</th><th colspan="2">SPRECHEN</th><th>SCHREIBEN</th></tr>
    <tr><th></th><th>Hören</th><th>Lesen</th><th>An Gesprächen teilnehmen</th><th>Zusammenhängendes Sprechen</th><th></th></tr>
    ${further.map((l) => `<tr><td><b>${esc(l.name)}</b></td>${`<td>${l.level}</td>`.repeat(5)}</tr>`).join('')}
    <tr><td colspan="6" style="font-size:7pt;color:#666">Stufen: A1 und A2: Elementare Sprachverwendung – B1 und B2: Selbständige Sprachverwendung – C1 und C2: Kompetente Sprachverwendung</td></tr></table>`;
  const work = cv.jobs
    .map(
      (j) =>
        `${row(esc(jobRange(cv, j)), `<p><b>${esc(j.title)}</b></p><p>${esc(j.employer)}, ${esc(j.city)}</p>${ul(j.bullets)}`)}`,
    )
    .join('');
  const edu = cv.schools
    .map((s) =>
      row(esc(schoolRange(cv, s)), `<p><b>${esc(s.degree)}</b></p><p>${esc(s.school)}, ${esc(s.city)}</p>`),
    )
    .join('');
  return `<style>${BASE} td.l { width: 48mm; text-align: right; color: #0e4194; padding-right: 8pt; font-size: 8.5pt; }
    .grid td, .grid th { border: 1px solid #bbb; text-align: center; font-size: 7.5pt; padding: 2pt; font-weight: normal; }</style>
    <table>${h('PERSÖNLICHE INFORMATIONEN')}${row('', `<b style="font-size:16pt">${esc(cv.fname)} ${esc(cv.lname)}</b>`)}
    ${row('Adresse', `${esc(cv.street)}, ${esc(cv.pincode)} ${esc(cv.city)}`)}${row('Telefon', esc(cv.phone))}${row('E-Mail', esc(cv.email))}
    ${row('Geburtsdatum', esc(cv.birth))}${h(cv.titles.work)}${work}${h(cv.titles.education)}${edu}${h(cv.titles.skills)}
    ${row('Muttersprache(n)', native.map((l) => esc(l.name)).join(', '))}${row('Weitere Sprachen', grid)}
    ${row('Berufsbezogene Kompetenzen', esc(cv.skills.join(', ')))}
    ${cv.other.map((o) => h(o.title) + row('', o.lines.map(esc).join('<br>'))).join('')}</table>${signature(cv)}`;
}

function spacedLook(cv: CorpusCv): string {
  const h = (t: string) =>
    `<h2 style="font-weight:300;letter-spacing:1pt;color:#8a5a2b">${spaced(esc(t))}</h2>`;
  const e = entryTable(cv, '27mm');
  return `<style>${BASE} h1 { font-weight: 300; letter-spacing: 2pt; }</style>
    <h1>${esc(cv.fname)} ${esc(cv.lname)}</h1><p>${esc(cv.street)} · ${esc(cv.pincode)} ${esc(cv.city)} · ${esc(cv.phone)} · ${esc(cv.email)}</p>
    <p>Geboren am ${esc(cv.birth)}</p>${h(cv.titles.work)}${e.work}${h(cv.titles.education)}${e.education}
    ${h(cv.titles.skills)}<p>${esc(cv.skills.join(', '))}</p>${h(cv.titles.languages)}${langText(cv)
      .map((l) => `<p>${l}</p>`)
      .join('')}
    ${others(cv, h)}${signature(cv)}`;
}

function labelRows(cv: CorpusCv): string {
  const h = (t: string) => `<h2 style="text-decoration:underline">${esc(t)}</h2>`;
  const row = (l: string, v: string) => `<tr><td style="width:40mm">${l}</td><td>${v}</td></tr>`;
  const work = cv.jobs
    .map((j) =>
      row(
        esc(jobRange(cv, j)),
        `<p><b>${esc(j.title)}</b></p><p>${esc(j.employer)}, ${esc(j.city)}</p>${ul(j.bullets)}`,
      ),
    )
    .join('');
  const edu = cv.schools
    .map((s) =>
      row(esc(schoolRange(cv, s)), `<p><b>${esc(s.degree)}</b></p><p>${esc(s.school)}, ${esc(s.city)}</p>`),
    )
    .join('');
  return `<style>${BASE}</style><h1>Lebenslauf</h1>${h('Persönliche Daten')}<table>${row('Name', `${esc(cv.fname)} ${esc(cv.lname)}`)}
    ${row('Adresse', `${esc(cv.street)}, ${esc(cv.pincode)} ${esc(cv.city)}`)}${row('Telefon', esc(cv.phone))}${row('E-Mail', esc(cv.email))}
    ${row('Geburtsdatum', esc(cv.birth))}</table>${h(cv.titles.work)}<table>${work}</table>${h(cv.titles.education)}<table>${edu}</table>
    ${h(cv.titles.skills)}<p>${esc(cv.skills.join(', '))}</p>${h(cv.titles.languages)}<table>${cv.languages.map((l) => row(esc(l.name), esc(l.shown))).join('')}</table>
    ${others(cv, h)}${signature(cv)}`;
}

function plain(cv: CorpusCv): string {
  const h = (t: string) =>
    `<h2 style="text-transform:uppercase;font-size:11pt;letter-spacing:0.5pt">${esc(t)}</h2>`;
  const job = (j: Job) =>
    `<p><b>${esc(j.title)}</b> | ${esc(j.employer)}, ${esc(j.city)}</p><p><i>${esc(jobRange(cv, j))}</i></p>${ul(j.bullets)}`;
  const school = (s: School) =>
    `<p><b>${esc(s.degree)}</b> | ${esc(s.school)}, ${esc(s.city)}</p><p><i>${esc(schoolRange(cv, s))}</i></p>`;
  return `<style>${BASE}</style><h1 style="text-align:center">${esc(cv.fname)} ${esc(cv.lname)}</h1>
    <p style="text-align:center">${esc(cv.street)}, ${esc(cv.pincode)} ${esc(cv.city)} | Tel. ${esc(cv.phone)} | ${esc(cv.email)}</p>
    ${h(cv.titles.work)}${cv.jobs.map(job).join('')}${h(cv.titles.education)}${cv.schools.map(school).join('')}
    ${h(cv.titles.skills)}<p>${esc(cv.skills.join(', '))}</p>${h(cv.titles.languages)}<p>${langText(cv, ' (')
      .map((l) => `${l})`)
      .join(', ')}</p>
    ${others(cv, h, true)}${signature(cv)}`;
}

export function corpusHtml(cv: CorpusCv): string {
  const body = (() => {
    switch (cv.look) {
      case 'table':
        return table(cv);
      case 'sidebar-left':
        return sidebar(cv, false);
      case 'sidebar-right':
        return sidebar(cv, true);
      case 'europass':
        return europass(cv);
      case 'spaced':
        return spacedLook(cv);
      case 'label-rows':
        return labelRows(cv);
      default:
        return plain(cv);
    }
  })();
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body>${body}</body></html>`;
}

const para = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const heading = (text: string) =>
  new Paragraph({
    children: [new TextRun({ text, bold: true, size: 28 })],
    spacing: { before: 240, after: 80 },
  });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ width: { size: width, type: WidthType.DXA }, children });

export async function corpusDocx(cv: CorpusCv): Promise<Buffer> {
  const tabular = cv.look === 'docx-table';
  const rows = (items: { when: string; lines: Paragraph[] }[]) =>
    tabular
      ? [
          new Table({
            rows: items.map(
              (i) => new TableRow({ children: [cell(2400, [para(i.when)]), cell(6600, i.lines)] }),
            ),
          }),
        ]
      : items.flatMap((i) => [para(i.when), ...i.lines]);
  const children: (Paragraph | Table)[] = [
    new Paragraph({ children: [new TextRun({ text: `${cv.fname} ${cv.lname}`, bold: true, size: 40 })] }),
    para(`${cv.street}, ${cv.pincode} ${cv.city}`),
    para(`Telefon: ${cv.phone}`),
    para(`E-Mail: ${cv.email}`),
    para(`Geburtsdatum: ${cv.birth}`),
    heading(cv.titles.work),
    ...rows(
      cv.jobs.map((j) => ({
        when: jobRange(cv, j),
        lines: [para(j.title, true), para(`${j.employer}, ${j.city}`), ...j.bullets.map(bullet)],
      })),
    ),
    heading(cv.titles.education),
    ...rows(
      cv.schools.map((s) => ({
        when: schoolRange(cv, s),
        lines: [para(s.degree, true), para(`${s.school}, ${s.city}`)],
      })),
    ),
    heading(cv.titles.skills),
    ...cv.skills.map(bullet),
    heading(cv.titles.languages),
    ...cv.languages.map((l) => para(`${l.name}: ${l.shown}`)),
    ...cv.other.flatMap((o) => [heading(o.title), ...o.lines.map((line) => para(line))]),
    ...(cv.signature ? [para(''), para(cv.signature), para(`${cv.fname} ${cv.lname}`)] : []),
  ];
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
