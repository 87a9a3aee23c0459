/**
 * A paid account that owns the stored sample resume (Lena Schäfer's), and a browser signed in as
 * it: the start of the My Resume specs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { sampleResumeParts } from '@vita/shared/resume';
import { expect } from '../fixtures/test';
import { createPaidAccount, type PaidAccount } from './paid-account';
import { makeSamplePhoto, storeSampleResume } from './sample-resume-api';

type Api = Parameters<typeof storeSampleResume>[0];

/** Stores the sample resume and claims it for a new paid account (its snapshot left empty). */
export async function accountWithSampleResume(
  page: Page,
  api: Api,
  request: APIRequestContext,
): Promise<{ account: PaidAccount; token: string }> {
  await page.goto('/api/v1/health');
  const account = await createPaidAccount(page.request);
  const token = await storeSampleResume(api, request, await makeSamplePhoto(page), sampleResumeParts);
  const claimed = await request.post('/api/v1/resume/save-local-resume', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { resume_token: token, resume_name: sampleResumeParts.name, resume_json_data: {} },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
  return { account, token };
}

/** A browser that holds no resume, logged in as `account`. */
export async function signIn(page: Page, account: PaidAccount): Promise<void> {
  await page.goto('/api/v1/health');
  await page.evaluate(
    ({ loginToken, userInfo }) => {
      window.localStorage.clear();
      window.localStorage.setItem('token', loginToken);
      window.localStorage.setItem('user_info', JSON.stringify(userInfo));
    },
    { loginToken: account.token, userInfo: account.userInfo },
  );
}
