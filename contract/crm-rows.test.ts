import { describe, expect, it } from 'vitest';
import {
  APPLICATION_DECISIONS,
  applicationFromCreate,
  applyApplicationChanges,
  applyStudentChanges,
  decisionDateAfter,
  studentFromCreate,
  toCents,
  toInstant,
} from './crm-rows';
import { createApplicationSchema, createStudentSchema } from './crm-writes';

const TODAY = '2026-11-22';
const ID = '6F1C1F47-8A1A-4CDE-9F55-2F0B2F3F2C11';

describe('decisionDateAfter', () => {
  it('records today when a status move reaches a decision, and only then', () => {
    expect(decisionDateAfter(APPLICATION_DECISIONS, { from: 'under_review', to: 'rejected' }, null, TODAY)).toBe(TODAY);
    expect(decisionDateAfter(APPLICATION_DECISIONS, { from: null, to: 'unconditional_offer' }, null, TODAY)).toBe(TODAY);
    expect(decisionDateAfter(APPLICATION_DECISIONS, { from: 'draft', to: 'submitted' }, null, TODAY)).toBeNull();
    // Staying on a decision is not reaching it: a record without a date keeps none.
    expect(decisionDateAfter(APPLICATION_DECISIONS, { from: 'rejected', to: 'rejected' }, null, TODAY)).toBeNull();
  });

  it('keeps a date the record already holds', () => {
    expect(decisionDateAfter(APPLICATION_DECISIONS, { from: 'conditional_offer', to: 'rejected' }, '2026-10-01', TODAY)).toBe('2026-10-01');
  });
});

describe('stored values', () => {
  it('rounds a fee to the cent as numeric(10,2) does, half away from zero on its decimal digits', () => {
    expect([toCents(150.555), toCents(1.005), toCents(0.1 + 0.2), toCents(1e-7), toCents(null)]).toEqual([150.56, 1.01, 0.3, 0, null]);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it('answers an appointment in UTC to the millisecond, whatever offset was sent', () => {
    expect(toInstant('2026-03-01T18:30:00.123456+08:00')).toBe('2026-03-01T10:30:00.123Z');
    expect(toInstant(null)).toBeNull();
  });
});

describe('row rules', () => {
  it('keeps contact details inside personalInfo: null removes one, an absent one stays', () => {
    const input = createStudentSchema.parse({ name: 'Amina', phone: '+254 700 111 222', email: 'AMINA@example.com', assignedCounselor: ID });
    const student = studentFromCreate({ ...input, id: ID });
    expect(student).toMatchObject({ id: ID.toLowerCase(), assignedCounselor: ID.toLowerCase() });
    expect(student.personalInfo).toEqual({ name: 'Amina', phone: '+254 700 111 222', email: 'amina@example.com' });
    const changed = applyStudentChanges(student, { phone: null, country: 'Kenya', stage: 'offer' });
    expect(changed.personalInfo).toEqual({ name: 'Amina', email: 'amina@example.com', country: 'Kenya' });
    expect(changed.stage).toBe('offer');
    expect(changed.assignedCounselor).toBe(ID.toLowerCase());
    // null unassigns the counselor, as it clears any other field.
    expect(applyStudentChanges(student, { assignedCounselor: null }).assignedCounselor).toBeNull();
  });

  it('fills the application and decision dates with today, unless sent; a sent decision date wins, null clears it', () => {
    const input = createApplicationSchema.parse({ studentId: ID, universityId: 1, program: 'BSc Nursing', status: 'draft' });
    const application = applicationFromCreate({ ...input, id: ID }, TODAY);
    expect(application).toMatchObject({ applicationDate: TODAY, decisionDate: null, studentId: ID.toLowerCase() });
    expect(applyApplicationChanges(application, { status: 'conditional_offer' }, TODAY).decisionDate).toBe(TODAY);
    expect(applyApplicationChanges(application, { status: 'rejected', decisionDate: '2026-11-01' }, TODAY).decisionDate).toBe('2026-11-01');
    const decided = { ...application, status: 'conditional_offer' as const, decisionDate: '2026-11-01' };
    expect(applyApplicationChanges(decided, { decisionDate: null }, TODAY).decisionDate).toBeNull();
  });
});
