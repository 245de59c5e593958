import type { Context } from 'koa';
import { HttpError } from './errors';

/**
 * Reads a request's raw bytes, at most `limit` of them: a Content-Length above it is refused before a byte is read,
 * and a chunked body that grows past it is cut off there (413 with `message`).
 */
export async function readRawBody(ctx: Context, limit: number, message: string, details?: unknown): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, message, details);
  if (Number(ctx.get('Content-Length')) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      ctx.req.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
