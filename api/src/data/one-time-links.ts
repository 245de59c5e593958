// The one check of a one-time link (a portal invitation, a staff account's activate or reset link): the link is
// looked up by the SHA-256 of its token, and refused in the holder's words when it cannot be used: unknown (404),
// used, replaced by a newer one, or expired (410). Each kind of link gives its table and its words.
import type { Knex } from 'knex';
import { GoneError, NotFoundError } from './errors';

export type OneTimeLinkRow = { id: string; expires_at: Date; used_at: Date | null; superseded_at: Date | null };
export type LinkRefusals = { unknown: string; used: string; superseded: string; expired: string };

/** The link's row if it can still be used at `now`, else the domain error that says why; `lock` holds the row for the transaction. */
export async function usableOneTimeLink<Row extends OneTimeLinkRow>(
  db: Knex,
  { table, tokenHash, refusals }: { table: string; tokenHash: string; refusals: LinkRefusals },
  now: Date,
  lock = false,
): Promise<Row> {
  const query = db(table).where({ token_hash: tokenHash }).first();
  // A lock, not a versioned update: the same link spent twice at once is spent once.
  const link = (await (lock ? query.forUpdate() : query)) as Row | undefined;
  if (!link) throw new NotFoundError(refusals.unknown);
  if (link.used_at) throw new GoneError(refusals.used);
  if (link.superseded_at) throw new GoneError(refusals.superseded);
  if (now >= link.expires_at) throw new GoneError(refusals.expired);
  return link;
}
