/**
 * File answers (resume exports, the application folder): they are not JSON, so they are fetched
 * here rather than by `apiRequest`; their errors are JSON as everywhere and become an
 * `ApiRequestError` the same way.
 */
import { API_BASE, ApiRequestError } from './client';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  /** PDFs: the pages of the pagination (X-Page-Count); null for TXT. */
  pages: number | null;
}

const NETWORK_MESSAGE = 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.';
const BAD_RESPONSE_MESSAGE = 'Die Antwort des Servers war unverständlich. Bitte versuchen Sie es erneut.';

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` (RFC 5987) when present,
 * else the plain `filename`, else the fallback.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a broken encoding: take the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name === '' ? fallback : name;
}

const FILE_TYPES =
  'application/pdf, text/plain, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/json';

/**
 * POSTs JSON and answers the file the server sends (resume and Mappe downloads alike): its name
 * from Content-Disposition, its pages from X-Page-Count; a refusal becomes an `ApiRequestError`
 * with the server's German message.
 */
export async function postForFile(
  path: string,
  body: unknown,
  token: string | null,
  fallbackName: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ExportedFile> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: FILE_TYPES };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fileOf(path, { method: 'POST', headers, body: JSON.stringify(body) }, fallbackName, fetchImpl);
}

/** GETs a file (an invoice PDF) with the login token; errors as `postForFile`'s. */
export function getFile(path: string, token: string | null, fallbackName: string): Promise<ExportedFile> {
  const headers: Record<string, string> = { Accept: FILE_TYPES };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fileOf(path, { method: 'GET', headers }, fallbackName, fetch);
}

async function fileOf(
  path: string,
  init: RequestInit,
  fallbackName: string,
  fetchImpl: typeof fetch,
): Promise<ExportedFile> {
  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE}${path}`, init);
  } catch {
    throw new ApiRequestError(0, NETWORK_MESSAGE);
  }
  if (!response.ok) {
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      // not JSON: the generic message
    }
    const message =
      typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : BAD_RESPONSE_MESSAGE;
    const errors = (data as { errors?: Record<string, string> } | null)?.errors;
    throw new ApiRequestError(response.status, message, errors);
  }
  const pages = Number(response.headers.get('X-Page-Count'));
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName),
    pages: Number.isInteger(pages) && pages > 0 ? pages : null,
  };
}

/** Hands a file to the browser's download (an object URL on a temporary link). */
export function saveFile(file: Pick<ExportedFile, 'blob' | 'fileName'>): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
