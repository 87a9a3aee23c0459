/** pdf.js's worker module ships without types; the server only hands it to pdf.js (pdfjs.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
