import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { socialLoginCsp } from '../modules/auth/social-csp';

/** What Stripe.js and Elements load from (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers with our Content-Security-Policy: scripts only from this origin (no inline
 * script anywhere: the built pages load modules by URL), third parties only when configured.
 * Styles keep 'unsafe-inline': React's style attributes set the template colours and the
 * pagination's sizes at run time, and CSP cannot allow style attributes by hash or nonce.
 *
 * The headers are the same for every answer (no nonces), so Helmet's middleware is built once
 * here and only applied per request: built anew per request (as its Fastify plugin does), its
 * directive parsing was a twentieth of the server's CPU time on a `get-meta`.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const social = socialLoginCsp(config);
  const thirdPartyScripts = [...(config.stripe ? STRIPE_CSP.script : []), ...social.script];
  const thirdPartyFrames = [...(config.stripe ? STRIPE_CSP.frame : []), ...social.frame];
  const publicHttps = publicHttpsHost(config.publicUrl);
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdPartyScripts],
        scriptSrcAttr: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'", ...social.style],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.stripe ? STRIPE_CSP.connect : []), ...social.connect],
        // Stripe Elements and Google's sign-in button, only when configured (DESIGN.md deviation 10).
        ...(thirdPartyFrames.length > 0 ? { frameSrc: thirdPartyFrames } : {}),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // On plain http (a laptop, a test) upgrading would break every request.
        upgradeInsecureRequests: publicHttps === null ? null : [],
      },
    },
    // Sent below, and only over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, next) => {
    applyHeaders(request.raw, reply.raw, () => {});
    if (isHttps(request, publicHttps)) reply.header('strict-transport-security', HSTS);
    next();
  });
}

function publicHttpsHost(publicUrl: string | null): string | null {
  if (!publicUrl) return null;
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.hostname : null;
}

/**
 * HTTPS as the browser sees it: TLS here, X-Forwarded-Proto from a trusted proxy, or a request
 * for the public https host (it reaches us only through the TLS proxy). Never plain localhost.
 */
function isHttps(request: FastifyRequest, publicHttps: string | null): boolean {
  return request.protocol === 'https' || (publicHttps !== null && request.hostname === publicHttps);
}
