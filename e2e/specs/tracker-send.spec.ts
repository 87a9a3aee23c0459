/**
 * Sending an application from Vita, end to end: this spec runs its own server wired to a real
 * SMTP test server, so the e-mail and its PDF are read back here. A signed-in applicant sends the
 * Mappe of an application from the browser, the employer's mail carries the PDF with Reply-To the
 * applicant, the card moves on to Vorstellungsgespräch, the CV is edited and the sent PDF is still
 * the one mailed, byte for byte; the follow-up reminder arrives exactly once. Screenshots of the
 * application after sending at 1280 and 360 px, German and English: artifacts/screenshots/tracker-send-*.png.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { attachmentsIn, headerOf, type SmtpTestServer, startSmtpServer } from '@vita/shared/testing';
import { test as base, expect } from '../fixtures/test';
import { accountWithSampleResume, signIn } from '../support/account-resume';
import { rememberLanguage } from '../support/interface-language';
import { ARTIFACTS_DIR, getFreePort, startServer } from '../support/server';

type Mailed = { smtp: SmtpTestServer; baseURL: string };

const test = base.extend<Record<never, never>, { mailed: Mailed }>({
  mailed: [
    async ({ browserName: _browser }, use, workerInfo) => {
      const smtp = await startSmtpServer();
      const port = await getFreePort();
      const server = await startServer({
        port,
        env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vita <bewerbung@vita.test>', FOLLOW_UP_INTERVAL_MS: '1000' },
        timeoutMs: 240_000,
        logFile: path.join(ARTIFACTS_DIR, `server-tracker-send-${workerInfo.workerIndex}.log`),
      });
      await use({ smtp, baseURL: server.baseURL });
      await server.stop();
      await smtp.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ mailed }, use) => use(mailed.baseURL),
});

test.describe.configure({ timeout: 150_000 });

const EMPLOYER = 'personal@gaertnerei-lindholm.de';
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(ARTIFACTS_DIR, 'screenshots', `tracker-send-${name}.png`),
    fullPage: true,
  });
const pdfText = (file: string) => execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });

test('an application sent from Vita: the e-mail with its PDF, moved on, the sent PDF unchanged, one follow-up', async ({
  page,
  api,
  request,
  axe,
  mailed,
}) => {
  const { account, token } = await accountWithSampleResume(page, api, request);
  const auth = { authorization: `Bearer ${account.token}` };
  const applicantEmail = String(account.userInfo.email);
  const letter = await request.post('/api/v1/letters', {
    headers: auth,
    data: {
      resume_token: token,
      recipient: { company: 'Gärtnerei Lindholm', contact: 'Frau Ilse Lindholm' },
      salutation: 'Sehr geehrte Frau Lindholm,',
      subject: 'Bewerbung als Gärtnerin im Garten- und Landschaftsbau',
      body: '<p>seit sechs Jahren pflege ich Parkanlagen und lege Staudenbeete an.</p>',
    },
  });
  expect(letter.status(), await letter.text()).toBe(200);
  const letterId = ((await letter.json()) as { data: { id: number } }).data.id;
  const created = await request.post('/api/v1/applications', {
    headers: auth,
    data: {
      resume_token: token,
      company: 'Gärtnerei Lindholm',
      position: 'Gärtnerin im Garten- und Landschaftsbau',
      contact_email: EMPLOYER,
      letter_id: letterId,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  await signIn(page, account);
  await page.goto(`/bewerbungen/${id}`);
  await page.getByRole('button', { name: 'Bewerbung per E-Mail senden' }).click();
  const to = page.getByLabel('An (E-Mail des Unternehmens)');
  await expect(to).toHaveValue(EMPLOYER);
  await expect(page.getByLabel('Betreff')).toHaveValue(
    /^Bewerbung als Gärtnerin im Garten- und Landschaftsbau – /,
  );
  await expect(page.getByLabel('Nachricht')).toHaveValue(
    /^Sehr geehrte Frau Lindholm,\n\nanbei erhalten Sie/,
  );
  await axe.expectNoSeriousA11yViolations();
  await page.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(page.getByText(new RegExp(`^Gesendet an ${EMPLOYER} am `))).toBeVisible({ timeout: 60_000 });

  // The employer's mail, read back from the SMTP server.
  await expect.poll(() => mailed.smtp.received.filter((mail) => mail.to.includes(EMPLOYER)).length).toBe(1);
  const mail = mailed.smtp.received.find((m) => m.to.includes(EMPLOYER));
  expect(mail?.to).toContain(applicantEmail);
  expect(headerOf(mail?.raw ?? '', 'Reply-To')).toContain(applicantEmail);
  expect(mail?.subject).toMatch(/^Bewerbung als Gärtnerin im Garten- und Landschaftsbau – /);
  const [attached] = attachmentsIn(mail?.raw ?? '');
  expect(attached?.fileName).toMatch(/^Bewerbung_[^_]+_[^_]+\.pdf$/);
  const mailedFile = path.join(ARTIFACTS_DIR, 'tracker-send-mailed.pdf');
  writeFileSync(mailedFile, attached?.bytes ?? Buffer.alloc(0));
  expect(pdfText(mailedFile)).toContain('Frau Lindholm');

  // Beworben → Vorstellungsgespräch on the application's status menu.
  const menu = page.getByRole('combobox', { name: /^Status von Gärtnerei Lindholm/ });
  await expect(menu).toHaveValue('applied');
  await menu.selectOption('interview');
  await expect(page.locator('.tracker-history li').last()).toHaveText(/^Vorstellungsgespräch/);

  // The CV changes; the sent PDF does not.
  const renamed = await request.post('/api/v1/resume/save-meta', {
    headers: auth,
    data: { resume_token: token, meta_key: 'heading', meta_value: { fname: 'Mareike', lname: 'Geändert' } },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await page.reload();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Versendete Mappe herunterladen (PDF)' }).click(),
  ]);
  const downloaded = path.join(ARTIFACTS_DIR, 'tracker-send-downloaded.pdf');
  await download.saveAs(downloaded);
  expect(readFileSync(downloaded).equals(attached?.bytes ?? Buffer.alloc(0))).toBe(true);
  expect(pdfText(downloaded)).not.toContain('Mareike');

  // A follow-up day that has come: one reminder, however often the job runs.
  const due = await request.put(`/api/v1/applications/${id}`, {
    headers: auth,
    data: { follow_up_at: '2026-01-05' },
  });
  expect(due.status(), await due.text()).toBe(200);
  const reminders = () =>
    mailed.smtp.received.filter(
      (m) => m.to.includes(applicantEmail) && m.subject.startsWith('Nachfassen bei'),
    );
  await expect.poll(() => reminders().length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(3_000);
  expect(reminders()).toHaveLength(1);
  expect(reminders()[0]?.subject).toBe(
    'Nachfassen bei Gärtnerei Lindholm: Gärtnerin im Garten- und Landschaftsbau',
  );

  for (const [language, width] of [
    ['de', 1280],
    ['de', 360],
    ['en', 1280],
    ['en', 360],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await rememberLanguage(page, language);
    await page.goto(`/bewerbungen/${id}`);
    await expect(page.getByText(language === 'de' ? /^Gesendet an / : /^Sent to /)).toBeVisible();
    await page
      .getByRole('button', {
        name: language === 'de' ? 'Bewerbung per E-Mail senden' : 'Send application by e-mail',
      })
      .click();
    await expect(page.getByLabel(language === 'de' ? 'Nachricht' : 'Message')).not.toHaveValue('');
    // The form stays inside its panel, at 360 px too.
    const form = await page.locator('.tracker-send .tracker-form').boundingBox();
    const panel = await page
      .getByRole('region', { name: language === 'de' ? 'Versendete Mappe' : 'Application as sent' })
      .boundingBox();
    expect((form?.x ?? 0) + (form?.width ?? 0)).toBeLessThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0));
    await shot(page, `${language}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await axe.expectNoSeriousA11yViolations();
});
