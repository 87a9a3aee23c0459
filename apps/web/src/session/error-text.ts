import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/client';
import { i18n } from '../i18n';
import './account-texts';

type Key =
  | 'account.failed'
  | 'account.forgot.resetFailed'
  | 'account.passkeys.addFailed'
  | 'account.passkeys.loginFailed'
  | 'account.password.wrongOld'
  | 'account.register.emailTaken';

/**
 * The text for a failed account call. The server answers in German: its message is shown in the
 * German interface; the English interface shows its own text (the given key) instead. A rate limit
 * has its own text in both.
 */
export function accountErrorText(error: unknown, t: TFunction, fallback: Key = 'account.failed'): string {
  if (error instanceof ApiRequestError && error.status === 429) return t('account.rateLimited');
  const english = i18n.resolvedLanguage?.startsWith('en') ?? false;
  if (!english && error instanceof ApiRequestError && error.message) return error.message;
  return t(fallback);
}
