import { vi } from 'vitest';

export interface SavedFile {
  fileName: string;
  text: string;
}

export interface ExportCall {
  body: Record<string, unknown>;
  auth: string | null;
}

/** The files a page handed to the browser's download, read back as text. Tests empty it. */
export const savedFiles: SavedFile[] = [];

/**
 * For `vi.mock('…/api/file-download', …)`: the real module, except that `saveFile` records the file
 * instead of clicking a link jsdom cannot follow.
 */
export function recordingSaveFile<T extends object>(actual: T): T {
  return {
    ...actual,
    saveFile: (file: { blob: Blob; fileName: string }) => {
      void file.blob.text().then((text) => savedFiles.push({ fileName: file.fileName, text }));
    },
  };
}

/**
 * A fetch stand-in for a file export: /export/capabilities answers what `capabilities()` says at the
 * time, each POST to `filePath` is recorded in the returned list and answered by `answer()`, and
 * anything else is a 404.
 */
export function stubExportFetch(
  filePath: string,
  capabilities: () => { pdf: boolean; requiresPlan: boolean },
  answer: () => Response,
): ExportCall[] {
  const calls: ExportCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      if (path.endsWith('/export/capabilities'))
        return new Response(
          JSON.stringify({ status: 200, message: 'OK', ...capabilities(), freeFormats: [4] }),
        );
      if (path.endsWith(filePath)) {
        calls.push({
          body: JSON.parse(String(init.body)),
          auth: new Headers(init.headers).get('Authorization'),
        });
        return answer();
      }
      return new Response(JSON.stringify({ status: 404, message: 'Nicht gefunden.' }), { status: 404 });
    }),
  );
  return calls;
}
