import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError, z } from 'zod';

/**
 * The one error type of every route: a status and a message meant for the user (German), and
 * optionally field errors, more answer fields the web can switch on (a stable `code`, the spec's
 * `error.email` list) and response headers (Retry-After).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const notFound = (message: string) => new HttpError(404, message);

const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.';

/**
 * What @fastify/rate-limit throws over a limit (its `errorResponseBuilder`); it has set Retry-After
 * already. Must be an Error: a plain object thrown on, e.g. by a plugin's error handler, is sent
 * by Fastify as an ordinary payload with status 200.
 */
export const tooManyRequests = () => new HttpError(429, TOO_MANY_REQUESTS);

/** field path → first message, e.g. `{ 'meta_value.email': 'Höchstens 35 Zeichen.' }`. */
export function zodErrors(error: ZodError, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)';
    errors[key] ??= issue.message;
  }
  return errors;
}

export const invalidInput = (error: ZodError, prefix = '') =>
  badRequest('Die Eingabe ist ungültig. Bitte prüfen Sie die markierten Felder.', zodErrors(error, prefix));

const MALFORMED_MULTIPART_MESSAGE =
  'Die Anfrage ist kein gültiges multipart/form-data (Trennzeichen fehlt oder der Inhalt ist unvollständig).';

const knownCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Die Anfrage ist zu groß.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Dieses Format wird nicht unterstützt. Bitte JSON senden.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Die Anfrage enthält keine Daten.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Die Anfrage enthält kein gültiges JSON.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Bitte das Bild als multipart/form-data senden.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'Das Bild ist zu groß (höchstens 10 MB).' },
  FST_FILES_LIMIT: { status: 400, message: 'Bitte nur ein Bild senden.' },
  FST_PARTS_LIMIT: { status: 400, message: 'Die Anfrage enthält zu viele Teile.' },
  FST_FIELDS_LIMIT: { status: 400, message: 'Die Anfrage enthält zu viele Felder.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Die Anfrage enthält einen unzulässigen Feldnamen.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: MALFORMED_MULTIPART_MESSAGE },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: MALFORMED_MULTIPART_MESSAGE },
};

/** RFC 2046 allows 70 characters; busboy cannot search for more than 256 and throws. */
const BOUNDARY_TOO_LONG_MESSAGE =
  'Die Anfrage ist kein gültiges multipart/form-data: das Trennzeichen (boundary) ist zu lang.';
const BUSBOY_BOUNDARY_TOO_LONG = /^The needle cannot have a length bigger than \d+/;

/** busboy's parse errors carry no code, only these messages (@fastify/busboy, dicer). */
const BUSBOY_MALFORMED =
  /^(The needle cannot have a length bigger than \d+|Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header|.+ terminated early due to unexpected end of multipart data)/;
const isMalformedMultipart = (error: FastifyError, request: FastifyRequest) =>
  /^multipart\//i.test(request.headers['content-type'] ?? '') &&
  error.code === undefined &&
  BUSBOY_MALFORMED.test(error.message);
/** The serializer's zod error (zod's core error class, not `ZodError`): where and why, no values. */
const contractIssues = (cause: unknown) => {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return (issues as z.core.$ZodIssue[]).map((issue) => ({
    path: issue.path.join('.'),
    code: issue.code,
    message: issue.message,
  }));
};

const isDatabaseDown = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNREFUSED' || code === '57P01' || code === '08006' || code === '08001';
};

/** One error handler: every failure becomes `{ status, message, errors? }`, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.');
        errors[field] ??= v.message ?? 'ungültig';
      }
      return reply.status(400).send({
        status: 400,
        message: 'Die Eingabe ist ungültig. Bitte prüfen Sie die markierten Felder.',
        errors,
      });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({
          status: error.statusCode,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
          ...error.extra,
        });
    }
    const known = error.code ? knownCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ status: known.status, message: known.message });
    if (isMalformedMultipart(error, request)) {
      const message = BUSBOY_BOUNDARY_TOO_LONG.test(error.message)
        ? BOUNDARY_TOO_LONG_MESSAGE
        : MALFORMED_MULTIPART_MESSAGE;
      return reply.status(400).send({ status: 400, message });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ status: 429, message: TOO_MANY_REQUESTS });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.status(503).send({
        status: 503,
        message:
          'Der Dienst ist vorübergehend nicht erreichbar. Ihre Eingaben bleiben erhalten; bitte gleich erneut versuchen.',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ status: error.statusCode, message: 'Die Anfrage ist ungültig.' });
    }
    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
      // Our answer broke its own contract: a 500 (never the unchecked body), and a log line that
      // names the route and the fields, without their values (they may be personal data).
      request.log.error(
        { route: `${request.method} ${request.routeOptions.url}`, issues: contractIssues(error.cause) },
        'response does not match its contract',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({
      status: 500,
      message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    });
  });
}
