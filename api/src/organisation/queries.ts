import type { Knex } from 'knex';
import type { OrganisationPatchInput, OrganisationSettings, SiteContact } from '@contract';
import type { Config } from '../config';
import { recordActivity } from '../crm-writes/audit';
import { ConflictError } from '../data/errors';

// The organisation's public contact details (docs/PRODUCT.md §3.9): the one source of every tel:, mailto: and
// wa.me link and of the About page's address. Saved in Settings by a super_admin; until then, the server's
// configuration (CONTACT_PHONE, CONTACT_EMAIL, WHATSAPP_NUMBER, CONTACT_ADDRESS) gives them.

type Row = { phone: string; email: string; whatsapp_number: string; address: string; version: number };

const toContact = (row: Row): Omit<SiteContact, 'website'> => ({ phone: row.phone, email: row.email, whatsappNumber: row.whatsapp_number, address: row.address });

/** The details as saved, version included; version 0 while they are still the configuration's defaults. */
export async function readOrganisation(db: Knex, defaults: Config['contact']): Promise<OrganisationSettings> {
  const row = await db('organisation_settings').first<Row | undefined>('phone', 'email', 'whatsapp_number', 'address', 'version');
  return row ? { ...toContact(row), version: row.version } : { ...defaults, version: 0 };
}

/** What the public site shows: one primary-key read, and the site's public address. */
export async function readSiteContact(db: Knex, { contact, publicUrl }: Pick<Config, 'contact' | 'publicUrl'>): Promise<SiteContact> {
  const { phone, email, whatsappNumber, address } = await readOrganisation(db, contact);
  return { phone, email, whatsappNumber, address, website: publicUrl };
}

/**
 * Saves the details at the version the writer saw (0: the defaults, never saved), else a 409 with the current ones.
 * The table's trigger bumps the content version: the rendered pages show the change on the next request.
 */
export async function saveOrganisation(db: Knex, input: OrganisationPatchInput, actorId: string, defaults: Config['contact']): Promise<OrganisationSettings> {
  return db.transaction(async (trx) => {
    const row = await trx('organisation_settings').forUpdate().first<Row | undefined>('phone', 'email', 'whatsapp_number', 'address', 'version');
    const before = row ? { ...toContact(row), version: row.version } : { ...defaults, version: 0 };
    if (before.version !== input.version) {
      throw new ConflictError('Someone changed these details since you opened them. Review the current ones and try again.', { current: before });
    }
    const values = { phone: input.phone, email: input.email, whatsapp_number: input.whatsappNumber, address: input.address, updated_by: actorId, updated_at: new Date() };
    const [saved] = row
      ? await trx('organisation_settings').update({ ...values, version: row.version + 1 }).returning<Row[]>('*')
      : await trx('organisation_settings').insert({ id: true, ...values, version: 1 }).returning<Row[]>('*');
    const after = { ...toContact(saved!), version: saved!.version };
    await recordActivity(trx, { actorId, entity: 'organisation', entityId: 'contact', action: 'updated', before, after });
    return after;
  });
}
