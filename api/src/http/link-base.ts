import type { Context } from 'koa';
import type { Config } from '../config';

/**
 * The origin of links handed to people (portal invitations, staff activation links): PUBLIC_URL when it is set,
 * else the origin the request came to (a local or test server).
 */
export function linkBase(ctx: Context, config: Config): string {
  return config.publicUrlSet ? config.publicUrl : `${ctx.protocol}://${ctx.host}`;
}
