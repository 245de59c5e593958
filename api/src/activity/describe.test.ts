import { describe, expect, it } from 'vitest';
import { describeActivity, type ActivityFacts } from './describe';

const facts = (f: Partial<ActivityFacts>): ActivityFacts => ({
  entity: 'student',
  action: 'created',
  changes: {},
  studentName: 'Amina Hassan',
  studentCountry: 'Somalia',
  program: null,
  universityName: null,
  visaType: null,
  ...f,
});

describe('describeActivity', () => {
  it('words the three kinds of Recent Mission Updates from real entries', () => {
    expect(describeActivity(facts({}))).toEqual({ title: 'New student added', detail: 'Amina Hassan from Somalia joined the pipeline' });
    expect(
      describeActivity(facts({ entity: 'application', action: 'status_changed', changes: { status: { from: 'under_review', to: 'conditional_offer' } } })),
    ).toEqual({ title: 'Application status updated', detail: 'Status changed to Conditional Offer for Amina Hassan' });
    expect(
      describeActivity(facts({ entity: 'visa_case', action: 'status_changed', visaType: 'Student Pass', changes: { status: { from: 'submitted', to: 'approved' } } })),
    ).toEqual({ title: 'Visa approved', detail: 'Student Pass approved for Amina Hassan' });
  });

  it('tells a merge from both sides, and the records it moved', () => {
    const into = { mergedInto: { from: null, to: 'kept-id' } };
    expect(describeActivity(facts({ action: 'merged', changes: into }))).toEqual({ title: 'Duplicate merged', detail: 'Amina Hassan was merged into another profile' });
    expect(describeActivity(facts({ action: 'merged', changes: { mergedFrom: { from: null, to: 'lead-id' } } })).detail).toBe(
      'A duplicate profile was merged into Amina Hassan',
    );
    expect(describeActivity(facts({ entity: 'application', action: 'moved', program: 'BSc Nursing', universityName: 'UM' }))).toEqual({
      title: 'Application moved',
      detail: "Amina Hassan's application for BSc Nursing at UM moved from a merged duplicate",
    });
  });

  it('tells a portal invitation (issue 14), which carries no changes', () => {
    expect(describeActivity(facts({ action: 'portal_invited' }))).toEqual({
      title: 'Invited to the student portal',
      detail: 'Amina Hassan was sent a link to set a portal password',
    });
  });

  it('tells an enquiry from the website apart from a student added by staff', () => {
    expect(describeActivity(facts({ action: 'enquired' }))).toEqual({
      title: 'New enquiry from the website',
      detail: 'Amina Hassan from Somalia sent an enquiry',
    });
  });

  it('falls back to "Unknown Student" when the student is gone', () => {
    expect(describeActivity(facts({ studentName: null, studentCountry: null })).detail).toBe('Unknown Student joined the pipeline');
  });
});
