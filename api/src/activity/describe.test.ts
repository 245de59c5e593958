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

  it('tells a message sent from a template by its sender, channel and template', () => {
    const sent = (channel: string, template: string | null) =>
      describeActivity(facts({ action: 'message_sent', actorName: 'Ibrahim Osman', changes: { channel: { from: null, to: channel }, template: { from: null, to: template } } }));
    expect(sent('whatsapp', 'Deadline reminder')).toEqual({ title: 'WhatsApp sent by Ibrahim Osman: Deadline reminder', detail: 'Opened in WhatsApp for Amina Hassan' });
    expect(sent('email', null)).toEqual({ title: 'E-mail sent by Ibrahim Osman: a message of their own', detail: 'Opened in the mail app for Amina Hassan' });
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

  it("tells a student's task by its title, and who ticked it", () => {
    const task = (action: string, changes: ActivityFacts['changes'] = {}) =>
      describeActivity(facts({ action, changes: { task: { from: 'Scan the passport', to: 'Scan the passport' }, ...changes } }));
    expect(describeActivity(facts({ action: 'task_added', changes: { task: { from: null, to: 'Scan the passport' }, dueDate: { from: null, to: '2026-12-01' } } }))).toEqual({
      title: 'Task added: Scan the passport',
      detail: 'For Amina Hassan, due 2026-12-01',
    });
    expect(task('task_done', { by: { from: null, to: 'student' } })).toEqual({
      title: 'Scan the passport marked done by the student',
      detail: 'Amina Hassan ticked it in the student portal',
    });
    expect(task('task_done', { by: { from: null, to: 'staff' } }).title).toBe('Scan the passport marked done');
    expect(task('task_reopened', { by: { from: null, to: 'student' } }).detail).toBe('Amina Hassan unticked it in the student portal');
    expect(describeActivity(facts({ action: 'task_removed', changes: { task: { from: 'Scan the passport', to: null } } })).title).toBe('Task removed: Scan the passport');
  });

  it('tells a note or a logged contact by its kind and outcome, with what was written', () => {
    const note = (changes: ActivityFacts['changes']) => describeActivity(facts({ action: 'note_added', changes }));
    expect(note({ kind: { from: null, to: 'call' }, outcome: { from: null, to: 'no_answer' }, body: { from: null, to: 'Rang at 10' } })).toEqual({
      title: 'Call · No answer',
      detail: 'Rang at 10',
    });
    expect(note({ kind: { from: null, to: 'note' }, outcome: { from: null, to: null }, body: { from: null, to: 'Prefers mornings' } })).toEqual({
      title: 'Note',
      detail: 'Prefers mornings',
    });
    expect(note({ kind: { from: null, to: 'whatsapp' }, outcome: { from: null, to: 'follow_up' } }).title).toBe('WhatsApp chat · Follow-up needed');
  });

  it('falls back to "Unknown Student" when the student is gone', () => {
    expect(describeActivity(facts({ studentName: null, studentCountry: null })).detail).toBe('Unknown Student joined the pipeline');
  });
});
