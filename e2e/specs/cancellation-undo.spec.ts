/**
 * "Das war ich nicht – Abo fortsetzen": a stranger cancels an account's subscription on the public
 * page with the holder's address (no login, § 312k BGB); the confirmation mail reaches the holder's
 * mailbox (a real local SMTP server) with a single-use link; the page behind it continues the
 * subscription without a charge; the link cannot be used twice. Axe, German, English and 360 px.
 */
import type { Page } from '@playwright/test';
import { saveScreenshot } from '../fixtures/test';
import { authed, expect, type MailCatcher, planState, test } from '../support/accounts';

test.describe.configure({ timeout: 120_000 });

/** The mail body without quoted-printable soft line breaks, with its "=" (=3D) back. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function undoLinkFor(mail: MailCatcher, email: string, after: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const found = mail.received.slice(after).filter((m) => m.to.includes(email));
        link = found
          .map((m) => /https?:\/\/[^\s/]+(\/abo-fortsetzen\?token=[A-Za-z0-9_-]{43})/.exec(plain(m.raw))?.[1])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000, message: `the undo link mailed to ${email}` },
    )
    .toBeTruthy();
  return link as string;
}

async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
}

test('a stranger’s cancellation is taken back from the holder’s mailbox, without a charge, once', async ({
  page,
  api,
  axe,
  request,
  vita,
  holder,
}) => {
  const orders = await authed(request, holder.token, 'get', '/order-history');

  const before = vita.mail.received.length;
  const stranger = await api.post('/cancel-contract', {
    name: 'Jemand Anderes',
    email: holder.email,
    contract: 'Vita Premium',
  });
  expect(stranger.status).toBe(200);
  expect(await planState(request, holder.token)).toBe('cancelled');
  const link = await undoLinkFor(vita.mail, holder.email, before);

  await page.goto(link);
  await expectHeading(page, 'Abo fortsetzen');
  await expect(
    page.getByText('Wenn Sie selbst gekündigt haben, müssen Sie nichts tun.', { exact: false }),
  ).toBeVisible();
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'cancellation-undo-ask-de');

  const mailsBefore = vita.mail.received.length;
  await page.getByRole('button', { name: 'Abo fortsetzen' }).click();
  await expectHeading(page, 'Ihr Abonnement läuft weiter');
  await expect(
    page.getByText(/^Vita Premium: nächste Abbuchung wie zuvor am \d+\. \S+ \d{4}\.$/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'cancellation-undo-restored-de');

  expect(await planState(request, holder.token)).toBe('trial');
  const ordersAfter = await authed(request, holder.token, 'get', '/order-history');
  expect(ordersAfter.body.data).toEqual(orders.body.data);
  await expect
    .poll(
      () =>
        vita.mail.received
          .slice(mailsBefore)
          .some(
            (m) =>
              m.to.includes(holder.email) && /^Subject: .*Ihr.Abonnement.l(=C3=A4|ä)uft.weiter/im.test(m.raw),
          ),
      { timeout: 20_000, message: 'the confirmation of the continued subscription' },
    )
    .toBe(true);

  // The same link a second time: refused, and said so.
  await page.goto(link);
  await page.getByRole('button', { name: 'Abo fortsetzen' }).click();
  await expectHeading(page, 'Bereits fortgesetzt');
  await axe.expectNoSeriousA11yViolations();
});

test('an invalid link says so, in English and at 360 px', async ({ page, axe }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/abo-fortsetzen?token=abgeschnitten');
  await expectHeading(page, 'Link ungültig');
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'cancellation-undo-invalid-360');

  await page.goto(`/abo-fortsetzen?token=${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'EN – English' }).click();
  await page.getByRole('button', { name: 'Continue subscription' }).click();
  await expectHeading(page, 'Invalid link');
  await axe.expectNoSeriousA11yViolations();
  await saveScreenshot(page, 'cancellation-undo-invalid-en-360');
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(360);
});
