import { describe, expect, it } from 'vitest';
import {
  defined,
  optimisticApplication,
  optimisticApplicationUpdate,
  optimisticNote,
  optimisticStudent,
  optimisticStudentUpdate,
  optimisticTask,
  optimisticTaskUpdate,
  optimisticVisaCase,
  optimisticVisaCaseUpdate,
  ownerNameAfter,
} from './optimistic-rows';
import { overlayLocalRows } from './overlay-rows';
import type { WaitingRow } from './outbox-engine';

const NOW = '2026-11-22T10:00:00.000Z';
const lead = optimisticStudent(
  { id: 'a', name: 'Amina Yusuf', phone: '+254 700', email: null, country: 'Kenya', fieldOfStudy: null, destinationCity: 'Penang', priority: 'high', stage: 'lead', tags: ['Fair'], preferredLanguage: 'en' },
  NOW,
);

describe('optimistic rows', () => {
  it('shapes a new lead as the API does: name, phone and country inside personalInfo, version 0 until stored', () => {
    expect(lead).toEqual({
      id: 'a',
      personalInfo: { name: 'Amina Yusuf', phone: '+254 700', country: 'Kenya' },
      fieldOfStudy: null,
      destinationCity: 'Penang',
      stage: 'lead',
      priority: 'high',
      assignedCounselor: null,
      ownerName: null,
      tags: ['Fair'],
      preferredLanguage: 'en',
      eventId: null,
      createdAt: NOW,
      updatedAt: NOW,
      version: 0,
    });
  });

  it('applies only the fields sent; null clears, absent keeps', () => {
    const later = '2026-11-23T08:00:00.000Z';
    const row = optimisticStudentUpdate(lead, { email: 'amina@example.com', phone: null, stage: 'offer', fieldOfStudy: undefined }, later);
    expect(row.personalInfo).toEqual({ name: 'Amina Yusuf', email: 'amina@example.com', country: 'Kenya' });
    expect(row).toMatchObject({ stage: 'offer', destinationCity: 'Penang', updatedAt: later, createdAt: NOW });
    expect(defined({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});

describe("the owner's name on an optimistic row", () => {
  const counselor = '6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c21';
  const other = '6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c22';

  it('is the picked name on a new owner, kept while the owner stays, null when unassigned', () => {
    const owned = optimisticStudentUpdate(lead, { assignedCounselor: counselor }, NOW, 'Grace Wanjiru');
    expect(owned).toMatchObject({ assignedCounselor: counselor, ownerName: 'Grace Wanjiru' });
    expect(optimisticStudentUpdate(owned, { priority: 'low' }, NOW).ownerName).toBe('Grace Wanjiru');
    expect(optimisticStudentUpdate(owned, { assignedCounselor: counselor }, NOW).ownerName).toBe('Grace Wanjiru');
    expect(optimisticStudentUpdate(owned, { assignedCounselor: null }, NOW).ownerName).toBeNull();
    // Another owner whose name the screen did not give: none shown rather than the previous owner's.
    expect(optimisticStudentUpdate(owned, { assignedCounselor: other }, NOW).ownerName).toBeNull();
    expect(ownerNameAfter({ id: null, name: null }, null, 'Ignored')).toBeNull();
  });

  it('works the same for an application owner and a visa officer', () => {
    const base = { id: '6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c11', studentId: '6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c12' };
    const application = optimisticApplication(
      { ...base, universityId: 1, program: 'BSc Nursing', status: 'draft', deadlineDate: null, decisionDate: null, requirements: [], applicationFee: null, feeStatus: null, assignedOwner: counselor },
      { studentName: 'Amina Yusuf', universityName: 'Universiti Malaya', ownerName: 'Grace Wanjiru' },
      NOW,
    );
    expect(application).toMatchObject({ assignedOwner: counselor, ownerName: 'Grace Wanjiru' });
    expect(optimisticApplicationUpdate(application, { assignedOwner: other }, NOW, 'Peter Otieno').ownerName).toBe('Peter Otieno');
    const visa = optimisticVisaCase({ ...base, visaType: 'Student Pass', status: 'preparing', appointmentDate: null, requirements: [] }, 'Amina Yusuf', NOW);
    expect(visa).toMatchObject({ assignedOfficer: null, officerName: null });
    expect(optimisticVisaCaseUpdate(visa, { assignedOfficer: other }, NOW, 'Halima Abdi')).toMatchObject({ assignedOfficer: other, officerName: 'Halima Abdi' });
  });
});

describe('optimistic case records', () => {
  const ids = { id: '6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c11', studentId: '6f1c1f47-8a1a-4cde-9f55-2f0b2f3f2c12' };

  it('shows the decision date the server will store when a status move reaches a decision', () => {
    const names = { studentName: 'Amina Yusuf', universityName: 'Universiti Malaya' };
    const input = { ...ids, universityId: 1, program: 'BSc Nursing', status: 'under_review' as const, deadlineDate: null, decisionDate: null, requirements: [], applicationFee: 150.555, feeStatus: null };
    const created = optimisticApplication(input, names, NOW);
    expect(created).toMatchObject({ ...names, applicationDate: '2026-11-22', decisionDate: null, applicationFee: 150.56, version: 0 });
    const later = '2026-11-23T08:00:00.000Z';
    expect(optimisticApplicationUpdate(created, { status: 'conditional_offer' }, later)).toMatchObject({ decisionDate: '2026-11-23', updatedAt: later, ...names });
  });

  it('shows an appointment as the instant the server answers', () => {
    const input = { ...ids, visaType: 'Student Pass', status: 'preparing' as const, appointmentDate: '2026-12-01T09:30:00+03:00', requirements: [] };
    expect(optimisticVisaCase(input, 'Amina Yusuf', NOW).appointmentDate).toBe('2026-12-01T06:30:00.000Z');
  });
});

describe('an optimistic note', () => {
  it('is the note as the server will answer it, by the person writing it, version 0 until stored', () => {
    const note = optimisticNote({ id: 'n1', studentId: 'a', kind: 'call', body: 'Reached her', outcome: 'reached' }, 'Grace Wanjiru', NOW);
    expect(note).toEqual({ id: 'n1', studentId: 'a', kind: 'call', body: 'Reached her', outcome: 'reached', authorName: 'Grace Wanjiru', createdAt: NOW, updatedAt: NOW, version: 0 });
  });

  it("shows a waiting note first on its own student's page, and not on another's", () => {
    const stored = optimisticNote({ id: 'n0', studentId: 'a', kind: 'note', body: 'Older', outcome: null }, 'Grace', NOW);
    const fresh = optimisticNote({ id: 'n1', studentId: 'a', kind: 'call', body: 'New', outcome: 'no_answer' }, 'Grace', NOW);
    const other = optimisticNote({ id: 'n2', studentId: 'b', kind: 'note', body: 'Elsewhere', outcome: null }, 'Grace', NOW);
    const waiting = new Map<string, WaitingRow>([
      ['n1', { row: fresh, state: 'pending', error: null, seq: 1 }],
      ['n2', { row: other, state: 'pending', error: null, seq: 2 }],
    ]);
    expect(overlayLocalRows([stored], { waiting, answered: new Map() }, (n) => n.studentId === 'a').map((n) => n.id)).toEqual(['n1', 'n0']);
  });
});

describe('an optimistic staff task', () => {
  const me = { id: 'u1', fullName: 'Grace Wanjiru' };
  const input = { id: 't1', title: 'Call back', studentId: 's1', dueAt: '2026-11-27T09:00:00.000Z', priority: 'high', status: 'open' } as const;

  it('is for the person adding it unless someone else is named, open, version 0 until stored', () => {
    expect(optimisticTask(input, me, { studentName: 'Amina' }, NOW)).toEqual({
      ...input,
      studentName: 'Amina',
      assigneeId: 'u1',
      assigneeName: 'Grace Wanjiru',
      completedAt: null,
      rule: null,
      createdBy: 'u1',
      createdAt: NOW,
      updatedAt: NOW,
      version: 0,
    });
    expect(optimisticTask({ ...input, assigneeId: null }, me, { studentName: null }, NOW)).toMatchObject({ assigneeId: null, assigneeName: null });
  });

  it('ticked done is completed now; reopened it is not', () => {
    const task = optimisticTask(input, me, { studentName: 'Amina' }, NOW);
    const done = optimisticTaskUpdate(task, { status: 'done' }, '2026-11-22T11:00:00.000Z');
    expect(done).toMatchObject({ status: 'done', completedAt: '2026-11-22T11:00:00.000Z', updatedAt: '2026-11-22T11:00:00.000Z' });
    expect(optimisticTaskUpdate(done, { status: 'open' }, NOW)).toMatchObject({ status: 'open', completedAt: null });
  });
});
