import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, STUDENT_STAGES, VISA_STATUSES } from './enums';
import {
  isAllowedTransition,
  nextApplicationStatuses,
  nextStudentStages,
  nextVisaStatuses,
  transitionRefusal,
} from './transitions';

describe('student stages', () => {
  it('move forward to any later stage and back exactly one', () => {
    expect(nextStudentStages('lead')).toEqual(STUDENT_STAGES.slice(1));
    expect(nextStudentStages('offer')).toEqual(['application_in_progress', 'visa', 'pre_departure', 'arrived', 'alumni']);
    expect(nextStudentStages('alumni')).toEqual(['arrived']);
  });

  it('refuse going back two stages, in words', () => {
    expect(isAllowedTransition('student', 'offer', 'lead')).toBe(false);
    expect(transitionRefusal('student', 'pre_departure', 'offer')).toBe(
      'A student cannot go from pre-departure to offer. A student can only go back one stage.',
    );
  });
});

describe('application statuses', () => {
  it('follow draft, submitted, under review, then an outcome; a conditional offer can still change', () => {
    expect(nextApplicationStatuses('draft')).toEqual(['submitted']);
    expect(nextApplicationStatuses('submitted')).toEqual(['under_review']);
    expect(nextApplicationStatuses('under_review')).toEqual(['conditional_offer', 'unconditional_offer', 'rejected']);
    expect(nextApplicationStatuses('conditional_offer')).toEqual(['unconditional_offer', 'rejected']);
    expect(nextApplicationStatuses('unconditional_offer')).toEqual([]);
    expect(nextApplicationStatuses('rejected')).toEqual([]);
  });

  it('name both states when refusing, and say when a state is final', () => {
    expect(transitionRefusal('application', 'draft', 'conditional_offer')).toBe(
      'An application cannot go from draft to conditional offer.',
    );
    expect(transitionRefusal('application', 'rejected', 'under_review')).toBe(
      'An application cannot go from rejected to under review. Rejected is final.',
    );
  });
});

describe('visa case statuses', () => {
  it('follow preparing, submitted, an interview or straight to a decision', () => {
    expect(nextVisaStatuses('preparing')).toEqual(['submitted']);
    expect(nextVisaStatuses('submitted')).toEqual(['interview_scheduled', 'approved', 'rejected']);
    expect(nextVisaStatuses('interview_scheduled')).toEqual(['approved', 'rejected']);
    expect(nextVisaStatuses('approved')).toEqual([]);
  });

  it('refuse preparing to approved with the sentence the issue asks for', () => {
    expect(isAllowedTransition('visa_case', 'preparing', 'approved')).toBe(false);
    expect(transitionRefusal('visa_case', 'preparing', 'approved')).toBe('A visa case cannot go from preparing to approved.');
  });
});

it('keeps every state where it is (saving other fields is not a move)', () => {
  for (const s of STUDENT_STAGES) expect(isAllowedTransition('student', s, s)).toBe(true);
  for (const s of APPLICATION_STATUSES) expect(isAllowedTransition('application', s, s)).toBe(true);
  for (const s of VISA_STATUSES) expect(isAllowedTransition('visa_case', s, s)).toBe(true);
});
