import { describe, expect, it } from 'vitest';
import { contactsNotCopied, filledFrom } from './merge';

const row = (fields: Record<string, unknown>) => ({ id: 'x', version: 1, deleted_at: null, tags: [], personal_info: { name: 'x' }, ...fields });

describe('filledFrom', () => {
  it("fills only what the kept student lacks, never overwriting it nor taking a contact, and unites the tags in the kept one's order", () => {
    const kept = row({
      personal_info: { name: 'Amina Yusuf', phone: '+254 700 111 222', email: '' },
      field_of_study: null,
      destination_city: 'Penang',
      tags: ['Office', 'Fair'],
    });
    const lead = row({
      personal_info: { name: 'Amina Y.', phone: '0700 111 222', email: 'amina@example.com', country: 'Kenya' },
      field_of_study: 'Nursing',
      destination_city: 'Kuala Lumpur',
      assigned_counselor: null,
      tags: ['WhatsApp', 'Fair'],
    });
    const columns = filledFrom(kept, lead);
    expect(JSON.parse(columns.personal_info as string)).toEqual({
      name: 'Amina Yusuf',
      phone: '+254 700 111 222',
      email: '',
      country: 'Kenya',
    });
    expect(contactsNotCopied(kept, lead)).toEqual(['email']);
    expect(columns).toMatchObject({ field_of_study: 'Nursing', tags: ['Office', 'Fair', 'WhatsApp'] });
    expect(columns).not.toHaveProperty('destination_city');
    expect(columns).not.toHaveProperty('assigned_counselor');
  });

  it('leaves both contacts of the lead for staff to confirm when the kept student has neither', () => {
    const kept = row({ personal_info: { name: 'Amina Yusuf' } });
    const lead = row({ personal_info: { name: 'Amina', phone: '+252 61 234 5678', email: 'someone@example.com' } });
    expect(JSON.parse(filledFrom(kept, lead).personal_info as string)).toEqual({ name: 'Amina Yusuf' });
    expect(contactsNotCopied(kept, lead)).toEqual(['email', 'phone']);
    expect(contactsNotCopied(lead, kept)).toEqual([]);
  });
});
