import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Helmet's headers with a Content-Security-Policy the app works under: no inline or third-party script;
 * inline styles are allowed because Chakra (Emotion) injects its CSS at run time.
 */
export function securityHeaders(): Middleware {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        // The home page's video facade loads this embed only when the visitor presses play.
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // No referrer leaves for another site. Same-origin requests keep theirs: a browser sends `Origin: null` with a
    // form post under `no-referrer`, and the portal's HTML form (POST /student-portal) must show its origin to
    // pass the same-origin check.
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only means something on an HTTPS answer: set below, per request.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  }) as Middleware;
  return async (ctx, next) => {
    // ctx.secure: TLS here, or X-Forwarded-Proto https from a proxy trusted with TRUST_PROXY.
    if (ctx.secure) ctx.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    await helmetHeaders(ctx, next);
  };
}

// One year: the browser keeps to HTTPS for this long after any HTTPS answer.
const HSTS_MAX_AGE_SECONDS = 31_536_000;
