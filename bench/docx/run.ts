/**
 * DOCX in LibreOffice: every sample resume exported as DOCX (the server's toDocx), converted with
 * `soffice --headless --convert-to pdf`, and the PDF's text (pdftotext) checked for the name, every
 * section title, every job title and employer and every school. LibreOffice is not part of CI
 * (~500 MB); install it with `apt-get install -y libreoffice-writer-nogui` and run
 * `npm run bench:docx -w @vita/bench`. Prints one line per sample; exits 1 when text is missing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toDocx } from '../../apps/server/src/modules/portability/docx-export';
import { fullSampleParts } from '../../apps/server/src/modules/portability/full-sample.test-support';
import {
  buildResumeDocument,
  longSampleParts,
  type StoredResumeParts,
  shortSampleParts,
  twoPageSampleParts,
  typicalSampleParts,
} from '../../packages/shared/src/index';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the converted PDF must show: the name, the section titles and every entry's names. */
function expectedTexts(parts: StoredResumeParts): string[] {
  const doc = buildResumeDocument(parts);
  const name = squash(`${parts.heading?.fname ?? ''} ${parts.heading?.lname ?? ''}`);
  return [
    name,
    ...doc.sections.map((section) => section.title),
    ...parts.work.flatMap((job) => [job.jobtitle, job.employer]),
    ...parts.education.map((school) => school.sname),
  ]
    .map(squash)
    .filter((text) => text !== '');
}

async function main() {
  const version = execFileSync('soffice', ['--version'], { encoding: 'utf8' }).trim();
  console.log(`LibreOffice: ${version}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vita-docx-'));
  const samples: [string, StoredResumeParts][] = [
    ['typical', typicalSampleParts],
    ['short', shortSampleParts],
    ['long', longSampleParts],
    ['two-page', twoPageSampleParts],
    ['full (photo, every section)', await fullSampleParts()],
  ];
  let failed = 0;
  try {
    for (const [label, parts] of samples) {
      const file = path.join(dir, `${label.split(' ')[0]}.docx`);
      writeFileSync(file, await toDocx(buildResumeDocument(parts)));
      const started = performance.now();
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          file,
        ],
        { stdio: 'pipe', timeout: 180_000 },
      );
      const ms = performance.now() - started;
      const pdf = file.replace(/\.docx$/, '.pdf');
      execFileSync('pdftotext', ['-layout', pdf, `${pdf}.txt`]);
      const text = squash(readFileSync(`${pdf}.txt`, 'utf8'));
      const pages = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/)?.[1] ?? '?';
      const expected = expectedTexts(parts);
      const missing = expected.filter((t) => !text.includes(t));
      if (missing.length > 0) failed += 1;
      console.log(
        `${label.padEnd(30)} ${missing.length === 0 ? 'ok  ' : 'FAIL'} ${expected.length - missing.length}/${expected.length} texts, ${pages} page(s), converted in ${(ms / 1000).toFixed(1)} s`,
      );
      for (const text of missing) console.log(`    missing: "${text}"`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nLibreOffice opened ${samples.length - failed}/${samples.length} DOCX exports with all their text`,
  );
  if (failed > 0) process.exitCode = 1;
}

await main();
