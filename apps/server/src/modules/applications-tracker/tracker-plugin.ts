import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { sendFollowUpReminders } from './follow-up.service';

declare module 'fastify' {
  interface FastifyInstance {
    followUps: { run(): Promise<number> };
  }
}

/**
 * `app.followUps` and the job that mails due follow-ups: once when the app is ready, then every
 * `followUpIntervalMs` (0: never, as in tests); closing the app waits for a run in progress.
 */
export function registerFollowUps(app: FastifyInstance, config: AppConfig, now: () => Date): void {
  const run = () =>
    sendFollowUpReminders({ db: app.db, mailer: app.mailer, now, publicUrl: config.publicUrl });
  app.decorate('followUps', { run });
  if (config.followUpIntervalMs <= 0) return;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'follow-up reminders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'follow-up run failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, config.followUpIntervalMs);
    timer.unref();
  });
  // onClose hooks run last-registered first: this one runs before the database closes.
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
