import type { Context } from 'koa';
import { BACKGROUND_REQUEST_HEADER } from '@contract';

/**
 * A request the web app made by itself (the dashboard's timed refresh, the offline sync, the outbox sending on a
 * timer), not one a person caused. It is answered like any other but is not activity: it does not keep a session
 * from its 30-minute idle end. The mark can only shorten the caller's own session, so it needs no proof.
 */
export function isBackgroundRequest(ctx: Context): boolean {
  return ctx.get(BACKGROUND_REQUEST_HEADER) === '1';
}
