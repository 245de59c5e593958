import type { Knex } from 'knex';
import type { Recipient } from './types';

/** A person's name and e-mail address as they are now, or null when they are gone (erased, deactivated). */
export async function recipientContact(knex: Knex, recipient: Recipient): Promise<{ name: string; email: string | null } | null> {
  if (recipient.type === 'student') {
    const row = await knex('students')
      .where({ id: recipient.id })
      .whereNull('deleted_at')
      .first<{ name: string | null; email: string | null } | undefined>(knex.raw("personal_info->>'name' as name"), knex.raw("personal_info->>'email' as email"));
    return row ? { name: row.name ?? '', email: row.email || null } : null;
  }
  const row = await knex('admin_users').where({ id: recipient.id, active: true }).first<{ full_name: string; email: string | null } | undefined>('full_name', 'email');
  return row ? { name: row.full_name, email: row.email || null } : null;
}

/** The active admissions leads: who hears of an enquiry no one owns yet. */
export async function admissionsLeads(knex: Knex): Promise<Recipient[]> {
  const rows: { id: string }[] = await knex('admin_users').where({ role: 'admissions_lead', active: true }).select('id');
  return rows.map((r) => ({ type: 'staff', id: r.id }));
}

export const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] ?? '';
