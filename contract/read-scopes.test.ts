import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from './enums';
import { can } from './permissions';
import { changesFor, GUARDED_FIELDS, READ_FIELDS, READ_SCOPES, recordFor, studentFor, applicationFor } from './read-scopes';
import { SYNC_ENTITIES, SYNC_READ_PERMISSION } from './sync-entities';

const student = {
  id: '6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c11',
  personalInfo: { name: 'Amina Yusuf', email: 'amina@example.com', phone: '+254 700 000 001', dateOfBirth: '2006-04-02', country: 'Kenya' as const, nickname: 'Ami' },
  fieldOfStudy: 'Nursing',
  destinationCity: 'Penang',
  stage: 'lead' as const,
  priority: 'high' as const,
  assignedCounselor: null,
  tags: ['Fair'],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  version: 1,
};

describe('the read table', () => {
  it('gives a role a record exactly when the permission matrix lets it read that record', () => {
    for (const role of ADMIN_ROLES) {
      for (const entity of SYNC_ENTITIES) {
        expect(READ_SCOPES[role][entity] !== null, `${role} ${entity}`).toBe(can(role, SYNC_READ_PERMISSION[entity]));
      }
    }
  });

  it('gives fees to exactly the roles with revenue:read', () => {
    for (const role of ADMIN_ROLES) {
      const fields = READ_SCOPES[role].applications ?? [];
      expect(fields.includes('applicationFee') && fields.includes('feeStatus'), role).toBe(can(role, 'revenue:read') && can(role, 'applications:read'));
    }
  });

  it('refuses only guarded fields: every other field goes to each role reading the record (the schemas require them)', () => {
    for (const role of ADMIN_ROLES) {
      for (const entity of SYNC_ENTITIES) {
        const fields: readonly string[] | null = READ_SCOPES[role][entity];
        if (!fields) continue;
        const refused = (READ_FIELDS[entity] as readonly string[]).filter((f) => !fields.includes(f));
        expect(refused.every((f) => (GUARDED_FIELDS[entity] as readonly string[]).includes(f)), `${role} ${entity}`).toBe(true);
      }
    }
  });
});

describe('projecting a record', () => {
  it('keeps a caseload role the whole student, but only the known personal keys', () => {
    expect(studentFor('counselor', student)).toEqual({ ...student, personalInfo: { ...student.personalInfo, nickname: undefined } });
    expect(studentFor('counselor', student).personalInfo).not.toHaveProperty('nickname');
  });

  it('leaves contact details and the date of birth out for finance, marketing and partnerships', () => {
    for (const role of ['finance', 'marketing', 'partnerships'] as const) {
      const seen = studentFor(role, student);
      expect(seen.personalInfo).toEqual({ name: 'Amina Yusuf', country: 'Kenya' });
      expect(seen).toMatchObject({ id: student.id, stage: 'lead', tags: ['Fair'], version: 1 });
    }
    expect(studentFor('support', student).personalInfo).toEqual({ name: 'Amina Yusuf', email: 'amina@example.com', phone: '+254 700 000 001', country: 'Kenya' });
  });

  it('leaves the fee out of an application for a role without revenue:read', () => {
    const application = { id: 'x', program: 'BSc Nursing', applicationFee: 150, feeStatus: 'paid' };
    expect(applicationFor('counselor', application)).toEqual({ id: 'x', program: 'BSc Nursing' });
    expect(recordFor('finance', 'applications', application)).toEqual(application);
  });

  it('leaves refused fields out of an audit entry changes, keeping what is not a field (a merge note)', () => {
    const changes = { email: { from: null, to: 'a@example.com' }, stage: { from: 'lead', to: 'offer' }, mergedInto: { from: null, to: 'x' } };
    expect(changesFor('marketing', 'student', changes)).toEqual({ stage: changes.stage, mergedInto: changes.mergedInto });
    expect(changesFor('counselor', 'application', { applicationFee: { from: null, to: 5 }, status: { from: 'a', to: 'b' } })).toEqual({ status: { from: 'a', to: 'b' } });
  });
});
