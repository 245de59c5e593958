import type { Context } from 'koa';

/**
 * The origin of links handed to people (portal invitations, staff activation links): PUBLIC_URL when it is set,
 * else the origin the request came to (a local or test server). `site` is the configuration's two fields.
 */
export function linkBase(ctx: Context, site: { publicUrl: string; publicUrlSet: boolean }): string {
  return site.publicUrlSet ? site.publicUrl : `${ctx.protocol}://${ctx.host}`;
}
