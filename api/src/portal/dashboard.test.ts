import { describe, expect, it } from 'vitest';
import { portalDashboardSchema } from '@contract';
import { buildPortalDashboard } from './dashboard';
import type { PortalAccount, PortalRecords } from './queries';

const NOW = new Date('2026-11-22T09:00:00.000Z');
const account: PortalAccount = { id: 'acc', studentId: 'stu', username: 'grace', name: 'Grace Achieng', stage: 'lead', preferredLanguage: 'en' };
const empty: PortalRecords = { studentCreatedAt: new Date('2026-11-01T08:00:00.000Z'), applications: [], visaCase: undefined, tasks: [], counselor: undefined };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('buildPortalDashboard', () => {
  it('gives a new student four honest empty tiles and one activity', () => {
    const dashboard = portalDashboardSchema.parse(buildPortalDashboard(account, empty, NOW));
    expect(dashboard.tiles.map(({ title, value, subtitle, progress }) => [title, value, subtitle, progress])).toEqual([
      ['Journey Stage', 'Getting Started', 'Step 1 of 7', 14],
      ['Applications', '0', 'None submitted yet', 0],
      ['Visa', 'Not started', 'Opens once you accept an offer', 0],
      ['Tasks Done', '0 of 0', 'No tasks yet', 0],
    ]);
    expect(dashboard.activities).toEqual([
      {
        id: 'profile-stu',
        type: 'profile',
        title: 'Your file was opened with Mission Control',
        text: { id: 'portal.activityText.profile' },
        time: '2026-11-01T08:00:00.000Z',
        status: 'info',
      },
    ]);
    // The words the portal translates: enums and counts as values, never English.
    expect(dashboard.tiles.map((t) => t.text)).toEqual([
      { title: { id: 'portal.tile.journey.title' }, value: { id: 'portal.tile.journey.value', values: { stage: 'lead' } }, subtitle: { id: 'portal.tile.journey.subtitle', values: { step: 1, steps: 7 } } },
      { title: { id: 'portal.tile.applications.title' }, value: { id: 'portal.tile.applications.value', values: { count: 0 } }, subtitle: { id: 'portal.tile.applications.none' } },
      { title: { id: 'portal.tile.visa.title' }, value: { id: 'portal.tile.visa.notStarted' }, subtitle: { id: 'portal.tile.visa.opens' } },
      { title: { id: 'portal.tile.tasks.title' }, value: { id: 'portal.tile.tasks.value', values: { done: 0, total: 0 } }, subtitle: { id: 'portal.tile.tasks.none' } },
    ]);
    expect(dashboard.tasks).toEqual([]);
    expect(dashboard).toMatchObject({ applications: [], visa: null, counselor: null });
  });

  it('marks refusals and overdue tasks as warnings and offers and finished tasks as successes, newest first', () => {
    const records: PortalRecords = {
      studentCreatedAt: new Date('2026-08-01T08:00:00.000Z'),
      applications: [
        { id: 'a1', universityName: 'Sunway University', program: 'BSc Nursing', status: 'rejected', applicationDate: '2026-09-01', decisionDate: '2026-10-01', intake: 'January 2027', updatedAt: NOW },
        { id: 'a2', universityName: null, program: 'BA Design', status: 'conditional_offer', applicationDate: '2026-09-02', decisionDate: null, intake: null, updatedAt: new Date('2026-10-05T20:00:00.000Z') },
      ],
      visaCase: { id: 'v1', visaType: 'Student Pass', status: 'rejected', decisionDate: '2026-11-10', appointmentDate: new Date('2026-11-03T01:30:00.000Z'), createdAt: new Date('2026-10-20T10:00:00.000Z'), updatedAt: NOW },
      tasks: [
        { id: uuid(1), task: 'Send the passport scan', deadline: '2026-11-15', priority: 'high', progress: 50, completedAt: null },
        { id: uuid(2), task: 'Sign the offer', deadline: '2026-11-01', priority: 'medium', progress: 100, completedAt: new Date('2026-10-30T09:00:00.000Z') },
        { id: uuid(3), task: 'Pack', deadline: null, priority: 'low', progress: 0, completedAt: null },
      ],
      counselor: { name: 'Ibrahim Osman', email: 'ibrahim@missioncontrol.example', whatsapp: '' },
    };
    const dashboard = portalDashboardSchema.parse(buildPortalDashboard({ ...account, stage: 'visa' }, records, NOW));
    expect(dashboard.activities.map((a) => [a.title, a.status, a.time])).toEqual([
      ['Overdue: Send the passport scan', 'warning', '2026-11-15T12:00:00.000Z'],
      ['Visa application refused', 'warning', '2026-11-10T12:00:00.000Z'],
      ['Completed: Sign the offer', 'success', '2026-10-30T09:00:00.000Z'],
      ['Visa case opened: Student Pass', 'info', '2026-10-20T10:00:00.000Z'],
      ['Conditional offer from the university', 'success', '2026-10-05T20:00:00.000Z'],
    ]);
    expect(dashboard.tiles[1]).toMatchObject({ value: '2', subtitle: '1 offer received', progress: 90 });
    expect(dashboard.tiles[2]).toMatchObject({ value: 'Refused', progress: 100 });
    expect(dashboard.tiles[3]).toMatchObject({ value: '1 of 3', subtitle: '2 still to do', progress: 33 });
    // Open tasks in the order the query gives (nearest deadline first, none last), then the done ones, shown done.
    expect(dashboard.tasks.map((t) => [t.task, t.done])).toEqual([
      ['Send the passport scan', false],
      ['Pack', false],
      ['Sign the offer', true],
    ]);
    // Each application in the student's words, its last change as a Malaysian day (20:00 UTC is the next morning there).
    expect(dashboard.applications).toEqual([
      { id: 'a1', university: 'Sunway University', programme: 'BSc Nursing', intake: 'January 2027', status: 'rejected', statusText: 'Not successful', changedOn: '2026-11-22', next: 'Talk to your counselor about other universities that fit you.' },
      { id: 'a2', university: 'A partner university', programme: 'BA Design', intake: null, status: 'conditional_offer', statusText: 'Offer with conditions', changedOn: '2026-10-06', next: 'Meet the conditions in the offer letter and send your counselor the proof.' },
    ]);
    expect(dashboard.visa).toMatchObject({ visaType: 'Student Pass', statusText: 'Refused', appointmentOn: '2026-11-03', changedOn: '2026-11-22' });
    // No WhatsApp on the account: null, and the portal offers the general number.
    expect(dashboard.counselor).toEqual({ name: 'Ibrahim Osman', initials: 'IO', email: 'ibrahim@missioncontrol.example', whatsapp: null });
  });
});
