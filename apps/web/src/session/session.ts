import type { LoginResponse } from '@vita/shared';
import { ApiRequestError } from '../api/client';
import { paths } from '../flow/paths';
import { getItem, snapshot } from '../store/local-store';
import { useResumeStore } from '../store/resume-store';
import { type DownloadChoice, finalDownloadHref, paymentHrefFor } from './resume-links';
import { sessionApi } from './session-api';

/** The spec's subscription_status: 1 = subscribed (02 §4, §6). */
export const SUBSCRIBED = '1';

/** The name a resume gets in My Resume: the one typed in the download dialog, else from the heading. */
export function defaultResumeName(): string | undefined {
  const typed = getItem('resumeName')?.trim();
  if (typed) return typed;
  const heading = getItem('heading');
  const name = [heading?.fname, heading?.lname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? `Lebenslauf ${name}` : undefined;
}

/** What register and login send along, so the anonymous resume becomes the account's (02 §2.3). */
export function resumeClaim(): { resume_token?: string; resume_name?: string } {
  const token = getItem('resumeToken');
  if (!token) return {};
  const name = defaultResumeName();
  return name ? { resume_token: token, resume_name: name } : { resume_token: token };
}

/** Keeps the login: token, user info and subscription status (spec keys token, sub_status). */
export function storeLogin(answer: LoginResponse): void {
  const set = useResumeStore.getState().set;
  set('loginToken', answer.token);
  set('userInfo', {
    first_name: answer.data.first_name,
    last_name: answer.data.last_name,
    email: answer.data.email,
  });
  set('subscriptionStatus', String(answer.subscription_status));
}

/**
 * "Save local resume" (02 §4, §7): the browser's copy of the resume goes to the account, so Edit in
 * My Resume can open it again. Another account's resume (403) or no resume at all: nothing to do.
 * Returns whether it was saved.
 */
export async function saveLocalResume(loginToken: string): Promise<boolean> {
  const resumeToken = getItem('resumeToken');
  if (!resumeToken) return false;
  try {
    await sessionApi.saveLocalResume(loginToken, {
      resume_token: resumeToken,
      resume_json_data: snapshot(),
      login_token: loginToken,
      resume_name: defaultResumeName(),
      resume_template_id: getItem('templateId') ?? undefined,
    });
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError) return false;
    throw error;
  }
}

/**
 * Where a login leads (02 §4): /customer with a plan; without one /payment — but only when this
 * server needs a plan for downloads (GET /export/capabilities). When downloads are free there is
 * nothing to buy: back to `returnTo`, or nowhere (null: the visitor stays on the page).
 * A download that asked for the login is not forgotten (beyond 02 §4): with a plan, or nothing
 * to buy, the final page starts it; otherwise /payment remembers it and returns there.
 */
export function pathAfterLogin(
  subscriptionStatus: number | string | null,
  requiresPlan: boolean,
  returnTo: string | null,
  download: DownloadChoice | null = null,
): string | null {
  const subscribed = String(subscriptionStatus) === SUBSCRIBED;
  if (download) return subscribed || !requiresPlan ? finalDownloadHref(download) : paymentHrefFor(download);
  if (subscribed) return paths.customer;
  return requiresPlan ? paths.payment : returnTo;
}

/**
 * Where the visitor came from, for a login that needs no purchase: a login in the modal stays on
 * its page (null); /signup-login has no page of its own to go back to, so it leads to the resume
 * being built — the finished resume, else the last builder page (en_pth) — or to My Resume.
 */
export function returnAfterLogin(pathname: string): string | null {
  if (pathname !== paths.signupLogin) return null;
  if (getItem('finalResume') === true) return paths.finalResume;
  return getItem('lastPath') ?? paths.customer;
}

/** Logout (02 §4): every stored value goes, then the browser loads / afresh. */
export function logout(reload: (path: string) => void = (path) => window.location.assign(path)): void {
  useResumeStore.getState().clearAll();
  reload(paths.landing);
}
