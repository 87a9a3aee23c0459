import type { FastifyInstance } from 'fastify';

export type UploadFile = {
  /** The multipart field the file goes in (`photo`, `file`). */
  field: string;
  fileName: string;
  data: Buffer | Uint8Array;
  /** Left out of the part when null, as some browsers do. */
  contentType?: string | null;
};

export type UploadAnswer = { status: number; body: Record<string, unknown> & { message: string } };

const BOUNDARY = '----vita-test-upload';

/** A multipart/form-data body as a browser sends it: text fields first, then one file. */
export function multipartBody(fields: Record<string, string>, file: UploadFile): Buffer {
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const contentType =
    file.contentType === null ? '' : `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n`;
  return Buffer.concat([
    ...fieldParts,
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
        `${contentType}\r\n`,
    ),
    Buffer.from(file.data),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** POSTs `fields` and `file` as multipart/form-data to `/api/v1<url>`. */
export async function postMultipart(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  file: UploadFile,
  headers: Record<string, string> = {},
): Promise<UploadAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: multipartBody(fields, file),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  return { status: res.statusCode, body: res.json() as UploadAnswer['body'] };
}
