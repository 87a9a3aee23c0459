import { findTextProblem, UNSAFE_TEXT_MESSAGE } from '@vita/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const UNSAFE_INPUT_MESSAGE =
  'Die Eingabe enthält unzulässige Zeichen (z. B. Steuer- oder ungültige Unicode-Zeichen). Bitte entfernen Sie diese.';
export const TOO_DEEP_MESSAGE = 'Die Anfrage ist zu tief verschachtelt.';

const PARTS = ['params', 'querystring', 'body'] as const;
/** The query parser's objects have a prototype of their own; their entries are what counts. */
const partOf = (request: FastifyRequest, part: (typeof PARTS)[number]) => {
  const value = part === 'querystring' ? request.query : request[part];
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)
    ? Object.fromEntries(Object.entries(value))
    : value;
};

/**
 * The last line of defence behind the shared text schemas: no route, however its schema is
 * written (`z.unknown()` values, records, future routes), hands a NUL byte or a lone surrogate
 * to the database, where it would fail as a 500 or be silently changed. Runs before validation,
 * on the path parameters, the query string and the parsed JSON body, keys included; it also
 * refuses absurdly nested bodies before a schema or the database walks them.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of PARTS) {
      const problem = findTextProblem(partOf(request, part));
      if (problem === null) continue;
      const field = [part, ...problem.path.map(String)].join('.');
      if (problem.reason === 'too-deep') throw new HttpError(400, TOO_DEEP_MESSAGE);
      throw new HttpError(400, UNSAFE_INPUT_MESSAGE, { [field]: UNSAFE_TEXT_MESSAGE });
    }
  });
}
