import type { Context } from 'koa';
import { HttpError } from './errors';

/**
 * The request body as UTF-8 text, refused with a 413 that says the limit once it passes `maxBytes` (by its
 * Content-Length before reading, or while reading one sent in chunks).
 */
export async function readTextBody(ctx: Context, maxBytes: number, tooLarge: string): Promise<string> {
  if (Number(ctx.get('Content-Length')) > maxBytes) throw new HttpError(413, tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new HttpError(413, tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
