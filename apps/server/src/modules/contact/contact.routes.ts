import { contactMessageRequestSchema, contactMessageResponseSchema } from '@vita/shared';
import type { AppConfig } from '../../config';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';

import { createRateLimiter } from '../auth/rate-limit';
import { sendContactMessage } from './contact.service';

/**
 * POST /contact-message: the e-mail forms of /accessibility and /kontakt (no login). Limited like
 * the login calls per IP, and to a few messages per sender address in the window.
 */
export async function contactRoutes(app: App, options: { config: AppConfig; now: () => Date }) {
  const r = typed(app);
  const { config, now } = options;
  const limiter = createRateLimiter(app.db, config.authRateLimit, now);

  r.post(
    '/contact-message',
    {
      schema: { body: contactMessageRequestSchema, response: replies(contactMessageResponseSchema) },
      onRequest: async (request) =>
        limiter.hit(`ip:contact-message:${request.ip}`, config.authRateLimit.perIp),
    },
    async ({ body }) => {
      await limiter.hit(`contact-message:${body.email}`);
      const { receivedAt } = await sendContactMessage(
        { mailer: app.mailer, mailFrom: config.mailFrom, now },
        body,
      );
      return ok('Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.', {
        data: { received_at: receivedAt.toISOString() },
      });
    },
  );
}
