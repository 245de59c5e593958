import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Helmet's headers with a Content-Security-Policy the app works under: no inline or third-party script;
 * inline styles are allowed because Chakra (Emotion) injects its CSS at run time.
 */
export function securityHeaders(): Middleware {
  return helmet({
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
    // HSTS only makes sense behind HTTPS; a later issue switches it on with TRUST_PROXY.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  }) as Middleware;
}
