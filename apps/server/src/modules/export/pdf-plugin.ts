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
 * file://). With PDF_WARM Chromium starts and its tabs open, each printing one sample, once the
 * server listens (in the background: /readyz does not wait for it); without, at the first export.
 * It stops when the app closes.
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
    pool.warmAtStart((error) => app.log.warn({ err: error }, 'PDF: Chromium could not be started'));
  });
  app.addHook('onClose', () => pool.close());
}
