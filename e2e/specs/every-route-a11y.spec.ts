/**
 * Axe on every route the web app has, not a sample: the list is the app's own route table
 * (apps/web/src/flow/paths.ts, which the router and its type-checked page table are built from),
 * so a new route is checked without touching this file. Each page gets the state it needs: the
 * builder's pages a stored resume (the default, so a new wizard page works as it is), the
 * account pages a signed-in account with a paid plan, the public pages nothing. No serious or
 * critical violation and none of the WCAG 2.2 rules (`target-size`, at any impact; see the
 * fixture), and the page is the one asked for (not a redirect elsewhere).
 */
import type { Page } from '@playwright/test';
import { type PathName, paths } from '../../apps/web/src/flow/paths';
import { type Api, expect, test } from '../fixtures/test';
import { createPaidAccount } from '../support/paid-account';
import { SAMPLE_DEGREE, SAMPLE_JOB, seedResume } from '../support/wizard-seed';

test.describe.configure({ timeout: 60_000 });

type RouteState = 'none' | 'resume' | 'account';

/** Pages that need no resume and no login; every other page not listed as an account page gets a resume. */
const PUBLIC_ROUTES: readonly PathName[] = [
  'landing',
  'accessibility',
  'signupLogin',
  'imprint',
  'terms',
  'privacy',
  'contact',
  'cancelContract',
  'withdrawContract',
  'cancellationUndo',
  'zeugnis',
];
const ACCOUNT_ROUTES: readonly PathName[] = [
  'customer',
  'customerAccount',
  'payment',
  'orderHistory',
  'billHistory',
  'tracker',
  'trackedApplication',
];

const stateOf = (name: PathName): RouteState =>
  ACCOUNT_ROUTES.includes(name) ? 'account' : PUBLIC_ROUTES.includes(name) ? 'none' : 'resume';

async function prepare(page: Page, api: Api, state: RouteState): Promise<{ query: Record<string, string> }> {
  if (state === 'resume') {
    await seedResume(page, api, { jobs: [SAMPLE_JOB], degrees: [SAMPLE_DEGREE] });
    return { query: {} };
  }
  await page.goto('/api/v1/health');
  await page.evaluate(() => window.localStorage.clear());
  if (state === 'none') return { query: {} };
  const account = await createPaidAccount(page.request);
  await page.evaluate(
    ({ token, userInfo }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user_info', JSON.stringify(userInfo));
      localStorage.setItem('sub_status', '1');
    },
    { token: account.token, userInfo: account.userInfo },
  );
  return { query: { id: account.gatewayPaymentId } };
}

/** The address a route is opened with: the query it needs to show its content, not an error. */
function urlOf(name: PathName, query: Record<string, string>): string {
  const path = paths[name];
  if (name === 'billHistory' && query.id) return `${path}?id=${query.id}`;
  // A well-formed token: the page shows its question (an unknown token only fails on the press).
  if (name === 'cancellationUndo') return `${path}?token=${'A'.repeat(43)}`;
  return path;
}

const ROUTE_NAMES = Object.keys(paths) as PathName[];

test('the route list is the app’s own and not empty', () => {
  expect(ROUTE_NAMES.length).toBeGreaterThan(40);
  expect(ROUTE_NAMES).toContain('finalResume');
});

for (const name of ROUTE_NAMES) {
  test(`${paths[name]} (${name}, ${stateOf(name)}) passes axe (WCAG 2.2 AA)`, async ({ page, api, axe }) => {
    const { query } = await prepare(page, api, stateOf(name));
    await page.goto(urlOf(name, query));
    await expect(page.locator('.page-loader')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('h1').first()).toBeAttached();
    expect(new URL(page.url()).pathname, 'the page asked for, not a redirect').toBe(paths[name]);
    await axe.expectNoSeriousA11yViolations();
  });
}

test('an unknown address (the not-found page) passes axe (WCAG 2.2 AA)', async ({ page, axe }) => {
  await page.goto('/diese-seite-gibt-es-nicht');
  await expect(page.locator('h1').first()).toBeVisible();
  await axe.expectNoSeriousA11yViolations();
});
