import { describe, expect, it } from 'vitest';
import { formToBody } from './form-routes';

describe('formToBody', () => {
  it('reads the posted form as the JSON API body: the ticked box, the scholarship as a number, an id of its own', () => {
    const body = formToBody({ name: 'Kofi', email: 'kofi@example.com', consent: 'on', scholarshipId: '2', website: '' });
    expect(body).toMatchObject({ name: 'Kofi', email: 'kofi@example.com', consent: true, scholarshipId: 2, website: '' });
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(formToBody({ name: 'Kofi' }).id).not.toBe(formToBody({ name: 'Kofi' }).id);
  });

  it('reads an unticked box as no consent, an empty scholarship as none, and keeps a malformed one for the schema to refuse', () => {
    expect(formToBody({ name: 'Kofi', scholarshipId: '' })).toMatchObject({ consent: false, scholarshipId: null });
    expect(formToBody({ name: 'Kofi', scholarshipId: 'MIS' }).scholarshipId).toBe('MIS');
    // Repeated fields arrive as arrays: not text, so left out.
    expect(formToBody({ name: ['a', 'b'] }).name).toBeUndefined();
  });
});
