type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | null = null;

/**
 * pdf.js, on first use. Node 20 needs its legacy build, which brings core-js and replaces
 * built-ins of the whole process on load: JSON.stringify (about 40 times slower on a 7 MB
 * string), JSON.parse and Array.prototype.push. pdf.js needs only what core-js adds
 * (Promise.withResolvers, Uint8Array.prototype.toHex, …); the replaced three are put back, so
 * the server's every response, log line and database value keeps Node's own.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const stringify = JSON.stringify;
    const parse = JSON.parse;
    const push = Array.prototype.push;
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // Its "fake worker" (Node has no web worker for it) would load the worker module, with a
      // core-js of its own, at the first document: loaded here and handed over as pdf.js looks
      // for it, so that it too loads before the built-ins are put back.
      const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return pdfjs;
    } finally {
      JSON.stringify = stringify;
      JSON.parse = parse;
      Object.defineProperty(Array.prototype, 'push', { value: push, writable: true, configurable: true });
    }
  })();
  return loading;
}
