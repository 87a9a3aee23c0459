import type { FastifyInstance } from 'fastify';
import { postMultipart } from '../../test/multipart';

/** POST /api/v1/import with one file in the multipart field `file`. */
export async function uploadForImport(
  app: FastifyInstance,
  fileName: string,
  data: Buffer | Uint8Array,
  headers: Record<string, string> = {},
) {
  return postMultipart(app, '/import', {}, { field: 'file', fileName, data }, headers);
}
