import type { Mailer } from './mailer';

type Log = { error(obj: object, msg: string): void };

/**
 * Retries unsent mails every `intervalMs` (0: never, as in tests). Returns a stop function that
 * waits for a run in progress, so the database is not closed under it.
 */
export function startMailRetryJob(mailer: Mailer, intervalMs: number, log: Log): () => Promise<void> {
  if (intervalMs <= 0 || !mailer.usesSmtp) return async () => {};
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = mailer
      .retryPending()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'mail retry failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
