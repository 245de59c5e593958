import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { enquirySchema, isHoneypotFilled, type EnquiryResult } from '@contract';
import type { Language } from '@contract/languages';
import { uuidOf } from '@contract/uuid';
import { parseInput } from '../http/validate';
import { countEnquiry } from './limits';
import { checkReferences, enquiryExists, receiveEnquiry } from './queries';

/**
 * One enquiry, from the JSON API or the HTML form (form-routes.ts): the status to answer (201 new, 200 already
 * received) and its id. In this order, so that each refusal costs what it should:
 * - the honeypot first: a bot is answered like a person (its own id back, 201) and nothing is read or stored;
 * - the body next, and the scholarship and fair it names: a typo or an unknown fair costs no enquiry from the
 *   hourly allowance;
 * - a resend of a stored enquiry (a lost answer, the offline queue) is a 200 and is not counted again;
 * - then the per-address limit (429), then the write.
 * `language`: the request's (http/request-language.ts), kept with the enquiry and given to the lead it makes.
 */
export async function handleEnquiry(
  db: Knex,
  body: unknown,
  address: string,
  language: Language,
): Promise<{ status: 200 | 201; result: EnquiryResult }> {
  if (isHoneypotFilled(body)) {
    const sent = (body as { id?: unknown }).id;
    return { status: 201, result: { id: uuidOf(sent) ?? randomUUID() } };
  }
  const enquiry = parseInput(enquirySchema, body, 'enquiry');
  const id = enquiry.id.toLowerCase();
  if (await enquiryExists(db, id)) return { status: 200, result: { id } };
  await checkReferences(db, enquiry);
  await countEnquiry(db, address);
  const { created } = await receiveEnquiry(db, { ...enquiry, language: enquiry.language ?? language });
  return { status: created ? 201 : 200, result: { id } };
}
