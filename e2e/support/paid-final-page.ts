/**
 * A paying user on the final page of a stored sample resume (by default Lena Schäfer's), in a
 * browser of the project's locale: the start of the specs that work from there (letters, job ad,
 * tools, exports, Mappe).
 */
import type { APIRequestContext, Browser, Page, TestInfo, ViewportSize } from '@playwright/test';
import { type StoredResumeParts, sampleResumeParts } from '@vita/shared/resume';
import { openPreview } from './final-preview';
import { createPaidAccount, type PaidAccount } from './paid-account';
import { makeSamplePhoto, storeSampleResume } from './sample-resume-api';

type Api = Parameters<typeof storeSampleResume>[0];

export interface PaidFinalPage {
  page: Page;
  account: PaidAccount;
  token: string;
  /** Pages of the resume in the preview. */
  pages: number;
}

export interface PaidFinalPageOptions {
  parts?: StoredResumeParts;
  /** A text of the resume the preview shows once it is rendered. */
  marker?: string;
  viewport?: ViewportSize | null;
  /** Runs once the resume is stored, before the final page opens (e.g. to claim it for the account). */
  beforeOpen?: (opened: Omit<PaidFinalPage, 'pages'>) => Promise<void>;
}

export async function openFinalPageAsPaidUser(
  { browser, api, request }: { browser: Browser; api: Api; request: APIRequestContext },
  testInfo: TestInfo,
  {
    parts = sampleResumeParts,
    marker = 'Lena',
    viewport = { width: 1280, height: 900 },
    beforeOpen,
  }: PaidFinalPageOptions = {},
): Promise<PaidFinalPage> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const page = await (
    await browser.newContext({ baseURL, locale, timezoneId, viewport, acceptDownloads: true })
  ).newPage();
  await page.goto('/api/v1/health');
  const photo = await makeSamplePhoto(page);
  const account = await createPaidAccount(page.request);
  const token = await storeSampleResume(api, request, photo, parts);
  await beforeOpen?.({ page, account, token });
  const { pages } = await openPreview(page, token, account, marker);
  return { page, account, token, pages };
}
