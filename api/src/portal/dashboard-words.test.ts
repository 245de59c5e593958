// The dashboard's English fields and the messages the portal translates must say the same thing: each `text` message,
// formatted with the English catalogue by Lingui's compiler and runtime (as the portal does), gives the English field
// beside it, for records that take every branch. The same for the tracker's and the checklist's words.
import { readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  CHECKLIST_STATUS_LABELS,
  DOCUMENT_NEEDS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  EXTRA_DOCUMENT_WHY,
  PORTAL_APPLICATION_WORDS,
  PORTAL_VISA_WORDS,
  portalDashboardSchema,
  STUDENT_STAGES,
  VISA_STATUSES,
  type ChecklistStatus,
  type PortalDashboard,
  type PortalMessage,
} from '@contract';
import { compileCatalogue } from '../../../scripts/lingui-catalogues';
import { buildPortalDashboard } from './dashboard';
import type { PortalAccount, PortalApplicationRow, PortalRecords, PortalTaskRow, PortalVisaRow } from './queries';

const english = JSON.parse(readFileSync(new URL('../../../web/src/i18n/catalogues/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const i18n = setupI18n({ locale: 'en', messages: { en: compileCatalogue(english) as Messages } });
const format = (message: PortalMessage) => {
  expect(english, `${message.id} is in en.json`).toHaveProperty([message.id]);
  return i18n._(message.id, message.values);
};

const NOW = new Date('2026-11-22T09:00:00.000Z');
const account: PortalAccount = { id: 'acc', studentId: 'stu', username: 'grace', name: 'Grace Achieng', stage: 'lead', preferredLanguage: 'en' };
const empty: PortalRecords = { studentCreatedAt: new Date('2026-08-01T08:00:00.000Z'), applications: [], visaCase: undefined, tasks: [], counselor: undefined };

const application = (n: number, status: PortalApplicationRow['status'], universityName: string | null = 'Sunway University'): PortalApplicationRow => ({
  id: `a${n}`,
  universityName,
  program: 'BSc Nursing',
  status,
  applicationDate: '2026-09-01',
  decisionDate: status.endsWith('offer') || status === 'rejected' ? '2026-10-01' : null,
  intake: null,
  updatedAt: NOW,
});
const visa = (status: PortalVisaRow['status']): PortalVisaRow => ({
  id: 'v1',
  visaType: 'Student Pass',
  status,
  decisionDate: status === 'approved' || status === 'rejected' ? '2026-11-10' : null,
  appointmentDate: null,
  createdAt: new Date('2026-10-20T10:00:00.000Z'),
  updatedAt: NOW,
});
const task = (n: number, done: boolean, deadline: string | null = '2026-12-31'): PortalTaskRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  task: `Task ${n}`,
  deadline,
  priority: 'medium',
  progress: done ? 100 : 0,
  completedAt: done ? new Date('2026-11-20T09:00:00.000Z') : null,
});

/** Records that together take every branch of the tiles and the activities (one application each: at most 5 events). */
const dashboards: PortalDashboard[] = [
  ...STUDENT_STAGES.map((stage) => ({ ...account, stage })).map((a) => buildPortalDashboard(a, empty, NOW)),
  ...APPLICATION_STATUSES.flatMap((status) => [
    { ...empty, applications: [application(1, status)] },
    { ...empty, applications: [application(1, status, null)] },
  ]).map((records) => buildPortalDashboard(account, records, NOW)),
  buildPortalDashboard(account, { ...empty, applications: [application(1, 'conditional_offer'), application(2, 'unconditional_offer')] }, NOW),
  buildPortalDashboard(account, { ...empty, applications: [application(1, 'submitted'), application(2, 'under_review')] }, NOW),
  ...VISA_STATUSES.map((status) => buildPortalDashboard(account, { ...empty, visaCase: visa(status) }, NOW)),
  buildPortalDashboard(account, { ...empty, tasks: [task(1, true)] }, NOW),
  buildPortalDashboard(account, { ...empty, tasks: [task(1, false), task(2, true), task(3, false, '2026-11-01')] }, NOW),
  buildPortalDashboard(account, { ...empty, tasks: [task(1, false, null), task(2, true), task(3, true)] }, NOW),
].map((dashboard) => portalDashboardSchema.parse(dashboard));

const pairs = dashboards.flatMap((d) => [
  ...d.tiles.flatMap((tile) => (['title', 'value', 'subtitle'] as const).map((field) => ({ message: tile.text[field], english: tile[field] }))),
  ...d.activities.map((activity) => ({ message: activity.text, english: activity.title })),
]);
const valuesOf = (id: string, name: string) => new Set(pairs.filter((p) => p.message.id === id).map((p) => p.message.values?.[name]));

describe('the dashboard’s words in the catalogue', () => {
  it('formats every tile and activity message in English as the English field says', () => {
    const differing = pairs.filter((p) => format(p.message) !== p.english).map((p) => `${p.message.id}: "${format(p.message)}" instead of "${p.english}"`);
    expect(differing).toEqual([]);
    // Spot checks of the plurals and the unnamed university, read as a student reads them.
    expect(pairs.map((p) => p.english)).toEqual(
      expect.arrayContaining(['1 offer received', '2 offers received', '2 awaiting a decision', '2 still to do', 'Step 4 of 7', 'the university did not offer a place']),
    );
  });

  it('takes every message of the tiles and the activities, and every word of each select', () => {
    const used = new Set(pairs.map((p) => p.message.id));
    const messages = Object.keys(english).filter((id) => id.startsWith('portal.tile.') || id.startsWith('portal.activityText.'));
    expect(messages.filter((id) => !used.has(id))).toEqual([]);
    expect([...used].filter((id) => !messages.includes(id))).toEqual([]);
    expect(valuesOf('portal.tile.journey.value', 'stage')).toEqual(new Set(STUDENT_STAGES));
    expect(valuesOf('portal.tile.visa.value', 'status')).toEqual(new Set(VISA_STATUSES));
    expect(valuesOf('portal.activityText.visaStatus', 'status')).toEqual(new Set(['submitted', 'interview_scheduled', 'approved', 'rejected']));
    expect(valuesOf('portal.activityText.offer', 'kind')).toEqual(new Set(['conditional', 'unconditional']));
  });

  it('has the tracker’s and the checklist’s English words as the contract sends them', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(english[`portal.track.application.status.${status}`]).toBe(PORTAL_APPLICATION_WORDS[status].status);
      expect(english[`portal.track.application.next.${status}`]).toBe(PORTAL_APPLICATION_WORDS[status].next);
    }
    for (const status of VISA_STATUSES) {
      expect(english[`portal.track.visa.status.${status}`]).toBe(PORTAL_VISA_WORDS[status].status);
      expect(english[`portal.track.visa.next.${status}`]).toBe(PORTAL_VISA_WORDS[status].next);
    }
    for (const type of DOCUMENT_TYPES) {
      expect(english[`portal.docs.type.${type}`]).toBe(DOCUMENT_TYPE_LABELS[type]);
      expect(english[`portal.docs.why.${type}`]).toBe(DOCUMENT_NEEDS[type]?.why);
    }
    expect(Object.keys(DOCUMENT_NEEDS).sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(english['portal.docs.why.extra']).toBe(EXTRA_DOCUMENT_WHY);
    for (const status of Object.keys(CHECKLIST_STATUS_LABELS) as ChecklistStatus[]) {
      expect(english[`portal.docs.status.${status}`]).toBe(CHECKLIST_STATUS_LABELS[status]);
    }
  });
});
