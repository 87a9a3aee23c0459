import { HttpError } from '../../http/errors';

export const unauthorized = () =>
  new HttpError(401, 'Bitte melden Sie sich an.', undefined, { code: 'login_required' });

export const LOGIN_EXPIRED =
  'Ihre Anmeldung ist abgelaufen oder wurde beendet. Bitte melden Sie sich erneut an.';

/** A login token was sent but is no longer valid (expired, revoked or its account deleted). */
export const loginExpired = () => new HttpError(401, LOGIN_EXPIRED, undefined, { code: 'login_expired' });
