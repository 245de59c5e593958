import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { IMAGE_UPLOAD_URL } from '@contract';
import { adminAuthRoutes } from './admin-auth/routes';
import { analyticsRoutes } from './analytics/routes';
import { applicationRoutes } from './applications/routes';
import type { AppContext } from './app-context';
import { sameOriginWrites } from './auth/same-origin';
import { dashboardRoutes } from './dashboard/routes';
import { documentRoutes } from './documents/routes';
import { tusUploads } from './documents/uploads';
import { enquiryFormRoutes } from './enquiries/form-routes';
import { enquiryRoutes } from './enquiries/routes';
import { publicEventRoutes } from './events/public-routes';
import { eventRoutes } from './events/routes';
import { healthRoutes } from './health/routes';
import { messageTemplateRoutes } from './message-templates/routes';
import { compression } from './http/compression';
import { badRequest, errorHandler, HttpError } from './http/errors';
import { boundedJsonDepth } from './http/json-depth';
import { jsonBodiesOnly } from './http/json-only';
import { STUDENT_IMPORT_PATH } from './students/import';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { isApiPath, serveWebApp } from './http/web-app';
import { adminNewsRoutes } from './news/admin-routes';
import { adminScholarshipRoutes } from './scholarships/admin-routes';
import { newsRoutes } from './news/routes';
import { adminMentorRoutes, portalMentorRoutes } from './mentors/routes';
import { myAccountRoutes } from './my-account/routes';
import { adminNotificationRoutes, portalNotificationRoutes } from './notifications/centre-routes';
import { adminNotificationSettingRoutes, portalNotificationPreferenceRoutes, unsubscribeRoutes } from './notifications/routes';
import { newsletterFormRoutes } from './newsletter/form-routes';
import { newsletterRoutes } from './newsletter/routes';
import { organisationRoutes } from './organisation/routes';
import { currencyRateRoutes } from './currency-rates/routes';
import { portalFormRoutes } from './portal/form-routes';
import { portalPageState, portalRoutes } from './portal/routes';
import { privacyRoutes } from './privacy/routes';
import { scholarshipRoutes } from './scholarships/routes';
import { seoRoutes } from './seo/routes';
import { staffRoutes } from './staff/routes';
import { createPageRenderer } from './ssr/renderer';
import { staffAccountRoutes } from './staff-accounts/routes';
import { studentMessageRoutes } from './student-messages/routes';
import { studentNoteRoutes } from './student-notes/routes';
import { staffTaskRoutes } from './staff-tasks/routes';
import { portalTaskRoutes, studentTaskRoutes } from './student-tasks/routes';
import { studentRoutes } from './students/routes';
import { syncRoutes } from './sync/routes';
import { adminUniversityRoutes } from './universities/admin-routes';
import { universityImageRoutes } from './universities/image-routes';
import { universityRoutes } from './universities/routes';
import { visaCaseRoutes } from './visa-cases/routes';

// No form or sync batch comes near this; a bigger body is refused (413) before it is parsed.
const JSON_BODY_LIMIT = '100kb';

/** Builds the Koa app without listening: the server and the tests both start from here. */
export function createApp(context: AppContext): Koa {
  const app = new Koa();
  // Only behind a proxy that sets them are X-Forwarded-For / -Proto the client's address and scheme.
  app.proxy = context.config.trustProxy;
  // Each proxy appends the address it saw to X-Forwarded-For: only the last TRUST_PROXY_HOPS entries are theirs.
  app.maxIpsCount = context.config.trustProxyHops;
  app.silent = true; // errors are logged once, by the error middleware

  app.use(requestLog(context.logger));
  app.use(errorHandler(context.logger));
  app.use(securityHeaders());
  // Resumable uploads (tus) carry raw bytes, answered by @tus/server itself: ahead of the JSON-only rules.
  app.use(tusUploads(context));
  app.use(compression());
  // A university image's bytes are the one raw body under /api (image types only: no cross-site form sends them).
  app.use(jsonBodiesOnly({ rawBodyPaths: [IMAGE_UPLOAD_URL, STUDENT_IMPORT_PATH] }));
  const jsonBody = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    encoding: 'utf-8',
    onError: (err) => {
      if ((err as { status?: number }).status === 413) {
        throw new HttpError(413, 'The request body is too large: send at most 100 kB.');
      }
      throw badRequest('The request body is not valid JSON.');
    },
  });
  // JSON is the API's: a page route (the portal's HTML form) parses its own form body.
  app.use((ctx, next) => (isApiPath(ctx.path) ? jsonBody(ctx, next) : next()));
  app.use(boundedJsonDepth());
  // An /api path that no router answered is a JSON 404, never the HTML app. It wraps the routers so that
  // allowedMethods still turns a known path with the wrong method into a 405.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null && isApiPath(ctx.path)) {
      throw new HttpError(404, `No API endpoint at ${ctx.method} ${ctx.path}.`);
    }
  });

  app.use(sameOriginWrites());

  const routers = [
    healthRoutes(context),
    adminAuthRoutes(context),
    staffAccountRoutes(context),
    myAccountRoutes(context),
    adminNotificationRoutes(context),
    adminNotificationSettingRoutes(context),
    dashboardRoutes(context),
    analyticsRoutes(context),
    studentRoutes(context),
    studentTaskRoutes(context),
    studentNoteRoutes(context),
    studentMessageRoutes(context),
    messageTemplateRoutes(context),
    staffTaskRoutes(context),
    applicationRoutes(context),
    visaCaseRoutes(context),
    staffRoutes(context),
    syncRoutes(context),
    adminUniversityRoutes(context),
    universityImageRoutes(context),
    portalRoutes(context),
    portalTaskRoutes(context),
    privacyRoutes(context),
    portalNotificationRoutes(context),
    portalNotificationPreferenceRoutes(context),
    documentRoutes(context),
    organisationRoutes(context),
    currencyRateRoutes(context),
    adminNewsRoutes(context),
    adminScholarshipRoutes(context),
    adminMentorRoutes(context),
    portalMentorRoutes(context),
    eventRoutes(context),
    publicEventRoutes(context),
    newsRoutes(context),
    newsletterRoutes(context),
    enquiryRoutes(context),
    universityRoutes(context),
    scholarshipRoutes(context),
    seoRoutes(context),
  ];
  // A method no router knows (PURGE, PROPFIND) is a 405 like a known one in the wrong place, not a 501 (a 5xx).
  const notImplemented = () => new HttpError(405, 'This method is not allowed here.');
  for (const router of routers) {
    // Paths match in their exact case: `/API/…` reaches no endpoint (the origin check covers every case anyway).
    if (router.opts.sensitive !== true) throw new Error(`A router mounted without { sensitive: true }: ${router.opts.prefix ?? '/'}`);
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true, notImplemented }));
  }

  // Page routes share their paths with the pages (GET /student-portal is the page): no allowedMethods here.
  const pages = createPageRenderer(context);
  app.use(portalFormRoutes(context).routes());
  app.use(unsubscribeRoutes(context).routes());
  app.use(enquiryFormRoutes(context, pages).routes());
  app.use(newsletterFormRoutes(context, pages));
  app.use(serveWebApp(context.config.webDir, { pages, logger: context.logger, signedInPortal: portalPageState(context) }));
  return app;
}
