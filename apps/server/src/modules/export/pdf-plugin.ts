import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { printUrlFor } from './chromium';
import { PdfPool } from './pdf-pool';

declare module 'fastify' {
  interface FastifyInstance {
    pdfPool: PdfPool;
  }
}

/**
 * The PDF pool, opening the print entry that this server itself serves (fonts load over HTTP, not
 * file://). Chromium starts when the server listens (PDF_WARM) or at the first export, and stops
 * when the app closes.
 */
export function registerPdfPool(app: FastifyInstance, config: AppConfig): void {
  const pool = new PdfPool({
    chromiumPath: config.chromiumPath,
    printEntryFile: config.webDistDir ? path.join(config.webDistDir, 'print.html') : null,
    printUrl: () => {
      const address = app.server.address();
      return typeof address === 'object' ? printUrlFor(address) : null;
    },
    size: config.pdfPoolSize,
    renderTimeoutMs: config.pdfRenderTimeoutMs,
    log: app.log,
    onRendered: (seconds, outcome) => app.metrics.observePdfRender(seconds, outcome),
  });
  app.decorate('pdfPool', pool);
  app.metrics.watchPdfPool(() => pool.snapshot());
  app.addHook('onListen', async () => {
    if (!config.pdfWarmOnStart || !pool.available()) return;
    pool.warm().catch((error: unknown) => app.log.warn({ err: error }, 'PDF: Chromium could not be started'));
  });
  app.addHook('onClose', () => pool.close());
}
