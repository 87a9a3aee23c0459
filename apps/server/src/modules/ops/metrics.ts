import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { RenewalReport } from '../billing/renewal.service';
import type { PoolSnapshot } from '../export/pdf-pool';

/** The app's own metrics, one set per app instance (tests build many apps in one process). */
export type AppMetrics = {
  registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  observePdfRender(seconds: number, outcome: 'ok' | 'error'): void;
  /** The PDF pool to read at each scrape (it is created after the metrics). */
  watchPdfPool(snapshot: () => PoolSnapshot): void;
  observeRenewalRun(outcome: { report: RenewalReport } | { error: unknown }): void;
  /** The app's metrics followed by the process's (memory, CPU, event loop). */
  text(): Promise<string>;
};

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PDF_BUCKETS = [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30];

// The process metrics exist once per process: their collectors (event-loop monitor, GC
// observer) are process-wide, and a second set per app would only repeat them.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'vita_http_request_duration_seconds',
    help: 'HTTP request durations by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'vita_rate_limit_rejections_total',
    help: 'Requests refused with 429 because a rate limit was reached, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const pdfRender = new Histogram({
    name: 'vita_pdf_render_seconds',
    help: 'PDF exports rendered by the Chromium pool (waiting for a tab included), by outcome',
    labelNames: ['outcome'] as const,
    buckets: PDF_BUCKETS,
    registers: [registry],
  });
  const renewalRuns = new Counter({
    name: 'vita_renewal_runs_total',
    help: 'Runs of the subscription renewal job, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const renewalCharges = new Counter({
    name: 'vita_renewal_charges_total',
    help: 'Renewal charges by result (renewed: paid, failed: declined, deferred: provider unreachable)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  let pool: (() => PoolSnapshot) | null = null;
  const poolGauge = (name: string, help: string, read: (snapshot: PoolSnapshot) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (pool) this.set(read(pool()));
      },
    });
  poolGauge('vita_pdf_pool_size', 'Chromium tabs the PDF pool may keep open', (s) => s.size);
  poolGauge('vita_pdf_pool_open_tabs', 'Chromium tabs open or being opened', (s) => s.open);
  poolGauge('vita_pdf_pool_idle_tabs', 'Chromium tabs open and free', (s) => s.idle);
  poolGauge('vita_pdf_pool_waiting_exports', 'Exports waiting for a free tab', (s) => s.waiting);
  poolGauge('vita_pdf_browser_launches', 'Chromium launches since the start', (s) => s.launches);

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
      if (status === 429) rateLimited.inc({ route });
    },
    observePdfRender: (seconds, outcome) => pdfRender.observe({ outcome }, seconds),
    watchPdfPool(snapshot) {
      pool = snapshot;
    },
    observeRenewalRun(outcome) {
      if ('error' in outcome) {
        renewalRuns.inc({ outcome: 'error' });
        return;
      }
      renewalRuns.inc({ outcome: 'ok' });
      const { renewed, failed, deferred } = outcome.report;
      renewalCharges.inc({ result: 'renewed' }, renewed);
      renewalCharges.inc({ result: 'failed' }, failed);
      renewalCharges.inc({ result: 'deferred' }, deferred);
    },
    text: async () => `${await registry.metrics()}\n${await processMetrics().metrics()}`,
  };
}
