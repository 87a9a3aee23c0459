import { z } from 'zod';
import { text } from './common';
import { normaliseWebUrl } from './normalise-web-url';

export { normaliseWebUrl };

export const WEB_URL_MESSAGE =
  'Bitte geben Sie eine gültige Webadresse ein, z. B. www.beispiel.de oder https://www.beispiel.de (nur http:// und https:// sind erlaubt).';

/** A web address field: optional ('' allowed), normalised by `normaliseWebUrl` or refused. */
export const webUrlSchema = (max = 300) =>
  text(max).transform((value, context) => {
    const url = normaliseWebUrl(value);
    if (url === null) {
      context.addIssue({ code: 'custom', message: WEB_URL_MESSAGE });
      return z.NEVER;
    }
    return url;
  });
export const optionalWebUrl = (max = 300) => webUrlSchema(max).optional().default('');
