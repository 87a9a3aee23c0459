import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { createMailer, type Mailer } from './mailer';
import { startMailRetryJob } from './retry-job';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`, and the retry job for mails SMTP refused; both stop when the app closes. */
export function registerMail(app: FastifyInstance, config: AppConfig, now: () => Date): void {
  const mailer = createMailer({
    db: app.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    now,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  const stopRetries = startMailRetryJob(mailer, config.mailRetryIntervalMs, app.log);
  // onClose hooks run last-registered first: this one runs before the database closes.
  app.addHook('onClose', async () => {
    await stopRetries();
    mailer.close();
  });
}
