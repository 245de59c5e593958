import {
  PORTAL_RECENT_ACTIVITIES,
  PORTAL_UPCOMING_TASKS,
  STUDENT_STAGES,
  type ApplicationStatus,
  type PortalActivity,
  type PortalDashboard,
  type PortalMessage,
  type PortalTile,
  type StudentStage,
  type VisaStatus,
} from '@contract';
import { portalApplications, portalCounselor, portalVisa } from './journey';
import type { PortalAccount, PortalApplicationRow, PortalRecords, PortalVisaRow } from './queries';

const STAGE_LABELS: Record<StudentStage, string> = {
  lead: 'Getting Started',
  application_in_progress: 'Applying',
  offer: 'Offer Received',
  visa: 'Visa',
  pre_departure: 'Pre-departure',
  arrived: 'Arrived',
  alumni: 'Alumni',
};

// How far along each status is, so a tile's bar moves as a file advances.
const APPLICATION_PROGRESS: Record<ApplicationStatus, number> = {
  draft: 10,
  submitted: 40,
  under_review: 60,
  conditional_offer: 80,
  unconditional_offer: 100,
  rejected: 100,
};

const VISA_PROGRESS: Record<VisaStatus, number> = {
  preparing: 25,
  submitted: 50,
  interview_scheduled: 75,
  approved: 100,
  rejected: 100,
};

const VISA_LABELS: Record<VisaStatus, string> = {
  preparing: 'Preparing',
  submitted: 'Submitted',
  interview_scheduled: 'Interview Scheduled',
  approved: 'Approved',
  rejected: 'Refused',
};

const OFFERS: readonly ApplicationStatus[] = ['conditional_offer', 'unconditional_offer'];

// Each English sentence below has its message (contract/portal.ts, PortalMessage) in the catalogues, which the portal
// shows in the page's language; dashboard-words.test.ts checks the two say the same in English.
const message = (id: string, values?: PortalMessage['values']): PortalMessage => (values ? { id, values } : { id });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
// Calendar dates become their midday UTC: the same day wherever the student's phone is.
const midday = (date: string) => `${date}T12:00:00.000Z`;
const today = (now: Date) => now.toISOString().slice(0, 10);

function tiles(account: PortalAccount, records: PortalRecords): PortalTile[] {
  const { applications, visaCase, tasks } = records;
  const step = STUDENT_STAGES.indexOf(account.stage) + 1;
  const offers = applications.filter((a) => OFFERS.includes(a.status)).length;
  const waiting = applications.filter((a) => ['submitted', 'under_review'].includes(a.status)).length;
  const done = tasks.filter((t) => t.completedAt).length;
  const open = tasks.length - done;
  const applicationProgress = applications.reduce((sum, a) => sum + APPLICATION_PROGRESS[a.status], 0);

  return [
    {
      key: 'journey',
      title: 'Journey Stage',
      value: STAGE_LABELS[account.stage],
      subtitle: `Step ${step} of ${STUDENT_STAGES.length}`,
      progress: percent(step, STUDENT_STAGES.length),
      text: {
        title: message('portal.tile.journey.title'),
        value: message('portal.tile.journey.value', { stage: account.stage }),
        subtitle: message('portal.tile.journey.subtitle', { step, steps: STUDENT_STAGES.length }),
      },
    },
    {
      key: 'applications',
      title: 'Applications',
      value: String(applications.length),
      subtitle:
        applications.length === 0
          ? 'None submitted yet'
          : offers > 0
            ? `${plural(offers, 'offer')} received`
            : `${waiting} awaiting a decision`,
      progress: applications.length === 0 ? 0 : Math.round(applicationProgress / applications.length),
      text: {
        title: message('portal.tile.applications.title'),
        value: message('portal.tile.applications.value', { count: applications.length }),
        subtitle:
          applications.length === 0
            ? message('portal.tile.applications.none')
            : offers > 0
              ? message('portal.tile.applications.offers', { count: offers })
              : message('portal.tile.applications.waiting', { count: waiting }),
      },
    },
    {
      key: 'visa',
      title: 'Visa',
      value: visaCase ? VISA_LABELS[visaCase.status] : 'Not started',
      subtitle: visaCase ? visaCase.visaType : 'Opens once you accept an offer',
      progress: visaCase ? VISA_PROGRESS[visaCase.status] : 0,
      text: {
        title: message('portal.tile.visa.title'),
        value: visaCase ? message('portal.tile.visa.value', { status: visaCase.status }) : message('portal.tile.visa.notStarted'),
        // The visa type is staff's own words ('Student Pass'), shown as written.
        subtitle: visaCase ? message('portal.tile.visa.type', { type: visaCase.visaType }) : message('portal.tile.visa.opens'),
      },
    },
    {
      key: 'tasks',
      title: 'Tasks Done',
      value: `${done} of ${tasks.length}`,
      subtitle: tasks.length === 0 ? 'No tasks yet' : open === 0 ? 'All done' : `${open} still to do`,
      progress: percent(done, tasks.length),
      text: {
        title: message('portal.tile.tasks.title'),
        value: message('portal.tile.tasks.value', { done, total: tasks.length }),
        subtitle:
          tasks.length === 0
            ? message('portal.tile.tasks.none')
            : open === 0
              ? message('portal.tile.tasks.allDone')
              : message('portal.tile.tasks.open', { count: open }),
      },
    },
  ];
}

function applicationActivities(a: PortalApplicationRow): PortalActivity[] {
  const university = a.universityName ?? 'the university';
  // Without a university's name the sentence says "the university", in each language its own way: a message of its own.
  const named = (id: string, values: PortalMessage['values'] = {}) =>
    a.universityName ? message(id, { ...values, university: a.universityName }) : message(`${id}Unnamed`, values);
  const events: PortalActivity[] = [
    {
      id: `application-${a.id}`,
      type: 'application',
      title: a.status === 'draft' ? `Started an application to ${university}` : `Applied to ${university}: ${a.program}`,
      text: a.status === 'draft' ? named('portal.activityText.started') : named('portal.activityText.applied', { programme: a.program }),
      time: midday(a.applicationDate),
      status: 'info',
    },
  ];
  const decidedAt = a.decisionDate ? midday(a.decisionDate) : a.updatedAt.toISOString();
  if (OFFERS.includes(a.status)) {
    const kind = a.status === 'conditional_offer' ? 'Conditional' : 'Unconditional';
    events.push({
      id: `decision-${a.id}`,
      type: 'application',
      title: `${kind} offer from ${university}`,
      text: named('portal.activityText.offer', { kind: a.status === 'conditional_offer' ? 'conditional' : 'unconditional' }),
      time: decidedAt,
      status: 'success',
    });
  } else if (a.status === 'rejected') {
    events.push({
      id: `decision-${a.id}`,
      type: 'application',
      title: `${university} did not offer a place`,
      text: named('portal.activityText.refused'),
      time: decidedAt,
      status: 'warning',
    });
  }
  return events;
}

function visaActivities(v: PortalVisaRow): PortalActivity[] {
  const events: PortalActivity[] = [
    {
      id: `visa-${v.id}`,
      type: 'visa',
      title: `Visa case opened: ${v.visaType}`,
      text: message('portal.activityText.visaOpened', { type: v.visaType }),
      time: v.createdAt.toISOString(),
      status: 'info',
    },
  ];
  const at = v.decisionDate && (v.status === 'approved' || v.status === 'rejected') ? midday(v.decisionDate) : v.updatedAt.toISOString();
  const latest: Partial<Record<VisaStatus, Pick<PortalActivity, 'title' | 'status'>>> = {
    submitted: { title: 'Visa application submitted', status: 'info' },
    interview_scheduled: { title: 'Visa interview scheduled', status: 'info' },
    approved: { title: 'Visa approved', status: 'success' },
    rejected: { title: 'Visa application refused', status: 'warning' },
  };
  const event = latest[v.status];
  if (event) {
    events.push({ id: `visa-status-${v.id}`, type: 'visa', time: at, ...event, text: message('portal.activityText.visaStatus', { status: v.status }) });
  }
  return events;
}

function activities(records: PortalRecords, studentId: string, now: Date): PortalActivity[] {
  const events: PortalActivity[] = [
    {
      id: `profile-${studentId}`,
      type: 'profile',
      title: 'Your file was opened with Mission Control',
      text: message('portal.activityText.profile'),
      time: records.studentCreatedAt.toISOString(),
      status: 'info',
    },
    ...records.applications.flatMap(applicationActivities),
    ...(records.visaCase ? visaActivities(records.visaCase) : []),
  ];
  for (const t of records.tasks) {
    if (t.completedAt) {
      events.push({ id: `task-${t.id}`, type: 'task', title: `Completed: ${t.task}`, text: message('portal.activityText.completed', { task: t.task }), time: t.completedAt.toISOString(), status: 'success' });
    } else if (t.deadline && t.deadline < today(now)) {
      events.push({ id: `task-${t.id}`, type: 'task', title: `Overdue: ${t.task}`, text: message('portal.activityText.overdue', { task: t.task }), time: midday(t.deadline), status: 'warning' });
    }
  }
  return events
    .sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id))
    .slice(0, PORTAL_RECENT_ACTIVITIES);
}

/** The portal dashboard of one student, computed from that student's own records only. */
export function buildPortalDashboard(account: PortalAccount, records: PortalRecords, now = new Date()): PortalDashboard {
  return {
    student: { username: account.username, name: account.name, stage: account.stage, preferredLanguage: account.preferredLanguage },
    tiles: tiles(account, records),
    activities: activities(records, account.studentId, now),
    // Open tasks first, then the done ones (latest first), so a task the student ticked stays in view, shown done.
    tasks: [
      ...records.tasks.filter((t) => !t.completedAt),
      ...records.tasks.filter((t) => t.completedAt).sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime()),
    ]
      .slice(0, PORTAL_UPCOMING_TASKS)
      .map(({ id, task, deadline, priority, progress, completedAt }) => ({ id, task, deadline, priority, progress, done: completedAt !== null })),
    applications: portalApplications(records),
    visa: portalVisa(records),
    counselor: portalCounselor(records),
  };
}
