import type { App } from '../../http/context';
import { createDownloadPolicy } from '../export/download-policy';
import type { ApplicationDeps } from './application.service';
import { createResumeSizes } from './resume-sizes';

export type ApplicationRouteOptions = { renderTimeoutMs: number; requiresPlan: boolean; now: () => Date };

/** What binding a Mappe needs from the app: the database, the PDF pool, the download policy. */
export function applicationDeps(app: App, options: ApplicationRouteOptions): ApplicationDeps {
  return {
    db: app.db,
    pdf: app.pdfPool,
    pages: app.pdfPool,
    mayDownload: createDownloadPolicy({ db: app.db, now: options.now, requiresPlan: options.requiresPlan }),
    renderTimeoutMs: options.renderTimeoutMs,
    resumeSizes: createResumeSizes(),
  };
}
