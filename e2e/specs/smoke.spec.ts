/**
 * Smoke: the production build, served by the real server, loads in Chromium, speaks German,
 * deep-links into client routes, and reaches the API.
 */
import { expect, saveScreenshot, test } from '../fixtures/test';

interface DegreeAnswer {
  status: number;
  contentType: string;
  body: unknown;
}

function isDegreeList(value: unknown): value is { id: number; title: string }[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { id?: unknown }).id === 'number' &&
        typeof (item as { title?: unknown }).title === 'string',
    )
  );
}

test.describe('smoke', () => {
  test('the production build loads at / in German, without errors, and passes axe', async ({ page, axe }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');

    // The built bundle (hashed files under /assets/), not a dev server's /src or /@vite entry.
    const moduleScripts = await page
      .locator('script[type="module"][src]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? ''));
    expect(moduleScripts.some((src) => /\/assets\/[^/]+\.js$/.test(src))).toBe(true);
    expect(moduleScripts.some((src) => src.includes('/@vite/') || src.includes('/src/'))).toBe(false);

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // React rendered something a person can use (the landing shows a loader first, then a button).
    await expect(page.getByRole('button').first()).toBeVisible();
    await expect(page.locator('body')).toHaveText(/\S/, { useInnerText: true });

    // The test installation's banner comes with the page's HTML: the landing page asks the server
    // nothing (the payment mode is stated on <html>).
    await expect(page.locator('html')).toHaveAttribute('data-payment-mode', 'test');
    await expect(page.getByRole('complementary', { name: 'Testmodus' })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    await saveScreenshot(page, 'smoke-landing');
    expect(pageErrors).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  test('a client route deep-links (index.html fallback) and renders: /experience-level', async ({
    page,
    axe,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const response = await page.goto('/experience-level');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    expect(new URL(page.url()).pathname).toBe('/experience-level');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The route's own screen: its question and the three experience choices (0–3, 4–9, 10+ years).
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Berufserfahrung');
    await expect(page.getByRole('button', { name: /Jahre/ })).toHaveCount(3);
    expect(new URL(page.url()).pathname).toBe('/experience-level');

    await axe.expectNoSeriousA11yViolations();
    await saveScreenshot(page, 'smoke-experience-level');
    expect(pageErrors).toEqual([]);
  });

  test('the page reaches the API: GET /api/v1/resume/degree lists Abitur', async ({ page }) => {
    await page.goto('/');
    const answer: DegreeAnswer = await page.evaluate(async () => {
      const response = await fetch('/api/v1/resume/degree');
      const contentType = response.headers.get('content-type') ?? '';
      const body: unknown = contentType.includes('json') ? await response.json() : await response.text();
      return { status: response.status, contentType, body };
    });

    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/json');
    expect(answer.body).toMatchObject({ status: 200, message: expect.any(String) });
    const degree = (answer.body as { degree?: unknown }).degree;
    expect(isDegreeList(degree)).toBe(true);
    const titles = (degree as { title: string }[]).map((d) => d.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((title) => title.includes('Abitur'))).toBe(true);
  });

  test('an unknown API path answers a JSON 404, not the SPA', async ({ api }) => {
    const answer = await api.get('/does-not-exist');
    expect(answer.status).toBe(404);
    expect(answer.contentType).toContain('application/json');
    expect(answer.body).toMatchObject({ status: 404, message: expect.any(String) });
    expect((answer.body as { message: string }).message.length).toBeGreaterThan(0);
  });
});
