import type { FastifyInstance } from 'fastify';

/** POST /api/v1/import with one file in the multipart field `file`. */
export async function uploadForImport(
  app: FastifyInstance,
  fileName: string,
  data: Buffer | Uint8Array,
  headers: Record<string, string> = {},
) {
  const boundary = '----vita-import-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/import',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { message: string } };
}
