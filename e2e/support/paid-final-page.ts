/**
 * A paying user on the final page of the sample resume (Lena Schäfer), in a 1280 px browser of
 * the project's locale: the start of the specs that work from there (letters, job ad).
 */
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { sampleResumeParts } from '@vita/shared/resume';
import { openPreview } from './final-preview';
import { createPaidAccount, type PaidAccount } from './paid-account';
import { makeSamplePhoto, storeSampleResume } from './sample-resume-api';

type Api = Parameters<typeof storeSampleResume>[0];

export interface PaidFinalPage {
  page: Page;
  account: PaidAccount;
  token: string;
}

export async function openFinalPageAsPaidUser(
  { browser, api, request }: { browser: Browser; api: Api; request: APIRequestContext },
  testInfo: TestInfo,
): Promise<PaidFinalPage> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const page = await (
    await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await page.goto('/api/v1/health');
  const account = await createPaidAccount(page.request);
  const token = await storeSampleResume(api, request, await makeSamplePhoto(page), sampleResumeParts);
  await openPreview(page, token, account, 'Lena');
  return { page, account, token };
}
