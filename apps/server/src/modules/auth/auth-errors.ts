import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';

/**
 * An error whose answer carries more than `{ status, message, errors? }`: a stable `code` the web
 * can switch on, and the spec's `error.email` list on registration.
 */
export class AccountError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    errors?: Record<string, string>,
  ) {
    super(statusCode, message, errors);
  }
}

export const unauthorized = () =>
  new AccountError(401, 'Bitte melden Sie sich an.', { code: 'login_required' });

export const LOGIN_EXPIRED =
  'Ihre Anmeldung ist abgelaufen oder wurde beendet. Bitte melden Sie sich erneut an.';

/** A login token was sent but is no longer valid (expired, revoked or its account deleted). */
export const loginExpired = () => new AccountError(401, LOGIN_EXPIRED, { code: 'login_expired' });

/**
 * Answers AccountErrors of the routes registered in this plugin; every other error goes on to the
 * app's one error handler (an error handler that throws hands over to its parent).
 */
export function registerAccountErrors(app: FastifyInstance) {
  app.setErrorHandler((error: Error, _request, reply) => {
    // Only an Error is handed on to the parent handler; anything else Fastify would send as a 200.
    if (!(error instanceof Error)) throw new Error(`non-error thrown: ${String(error)}`);
    if (!(error instanceof AccountError)) throw error;
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({
        status: error.statusCode,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
  });
}
