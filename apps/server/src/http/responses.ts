import { apiErrorSchema } from '@vita/shared';
import type { z } from 'zod';

/** Every error status, whatever the route: the one error shape `{ status, message, errors?, code? }`. */
const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** A JSON answer, or a file answer by content type (`{ content: { 'application/pdf': { schema } } }`). */
type SuccessResponse = z.ZodType | { content: Record<string, { schema: z.ZodType }> };

/**
 * A route's `response` map: its 200 answer (and any other success status), and the error shape
 * for every 4xx and 5xx. The zod serializer sends only what these schemas name.
 */
export function replies<
  Ok extends SuccessResponse,
  More extends Record<number, SuccessResponse> = Record<never, never>,
>(ok: Ok, more?: More) {
  return { 200: ok, ...(more ?? ({} as More)), ...errorResponses };
}
