// The audit trail in words, for the student timeline and the dashboard's "Recent Mission Updates"
// (docs/PRODUCT.md §5.6: "New student added" / "Amina Hassan from Somalia joined the pipeline").
import {
  APPLICATION_STATUS_LABELS,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  noteHeadline,
  NOTE_KIND_LABELS,
  NOTE_KINDS,
  NOTE_OUTCOMES,
  STAGE_LABELS,
  VISA_STATUS_LABELS,
  type ActivityEntity,
  type ApplicationStatus,
  type MessageChannel,
  type NoteKind,
  type NoteOutcome,
  type StudentStage,
  type VisaStatus,
} from '@contract';

export type ActivityFacts = {
  entity: ActivityEntity;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  studentName: string | null;
  studentCountry: string | null;
  program: string | null;
  universityName: string | null;
  visaType: string | null;
  /** Who wrote the entry (a message's sender); null when unknown or the account is gone. */
  actorName?: string | null;
};

/** The state an entry moved to: from its changes (seeded rows carry only those). */
function movedTo(facts: ActivityFacts, field: 'stage' | 'status'): string | null {
  const to = facts.changes[field]?.to;
  return typeof to === 'string' ? to : null;
}

/** A student's task (docs/PRODUCT.md §3.5): its title is in changes.task, who ticked it in changes.by. */
function describeTask(facts: ActivityFacts, name: string): { title: string; detail: string } {
  const task = facts.changes.task;
  const text = (typeof task?.to === 'string' ? task.to : typeof task?.from === 'string' ? task.from : null) ?? 'A task';
  const due = facts.changes.dueDate?.to;
  const byStudent = facts.changes.by?.to === 'student';
  const contact = facts.changes.contact?.to;
  if (facts.action === 'task_done' && facts.changes.by?.to === 'contact') {
    const what = NOTE_KINDS.includes(contact as NoteKind) ? NOTE_KIND_LABELS[contact as NoteKind].replace(/^(Call|Meeting)/, (w) => w.toLowerCase()) : 'contact';
    return { title: `${text} done`, detail: `Completed by the ${what} logged with ${name}` };
  }
  switch (facts.action) {
    case 'task_added':
      return { title: `Task added: ${text}`, detail: typeof due === 'string' ? `For ${name}, due ${due}` : `For ${name}` };
    case 'task_done':
      return byStudent
        ? { title: `${text} marked done by the student`, detail: `${name} ticked it in the student portal` }
        : { title: `${text} marked done`, detail: `A task of ${name}, ticked in Mission Control` };
    case 'task_reopened':
      return { title: `${text} reopened`, detail: byStudent ? `${name} unticked it in the student portal` : `A task of ${name}, open again` };
    case 'task_removed':
      return { title: `Task removed: ${text}`, detail: `No longer on ${name}'s list` };
    default:
      return { title: `Task updated: ${text}`, detail: `A task of ${name} was edited` };
  }
}

/** A note or logged contact: "Call · Reached" and what was written (changes.kind, .outcome, .body). */
function describeNote(facts: ActivityFacts): { title: string; detail: string } {
  const kind = facts.changes.kind?.to;
  const outcome = facts.changes.outcome?.to;
  const body = facts.changes.body?.to;
  return {
    title: noteHeadline({
      kind: NOTE_KINDS.includes(kind as NoteKind) ? (kind as NoteKind) : 'note',
      outcome: NOTE_OUTCOMES.includes(outcome as NoteOutcome) ? (outcome as NoteOutcome) : null,
    }),
    detail: typeof body === 'string' ? body : '',
  };
}

/** The duplicate's contacts a merge left out (issue 25): staff confirm them with the person before adding them. */
function notCopied(facts: ActivityFacts): string {
  const fields = facts.changes.contactsNotCopied?.to;
  if (!Array.isArray(fields) || fields.length === 0) return '';
  const names = fields.map((field) => (field === 'email' ? 'e-mail' : String(field))).join(' and ');
  return `; the duplicate's ${names} ${fields.length > 1 ? 'were' : 'was'} not copied: confirm with the student before adding ${fields.length > 1 ? 'them' : 'it'}`;
}

/** A message opened from Mission Control: "WhatsApp sent by Ibrahim Osman: Deadline reminder" (changes.channel, .template). */
function describeMessage(facts: ActivityFacts, name: string): { title: string; detail: string } {
  const channel = facts.changes.channel?.to;
  const label = MESSAGE_CHANNELS.includes(channel as MessageChannel) ? MESSAGE_CHANNEL_LABELS[channel as MessageChannel] : 'Message';
  const template = facts.changes.template?.to;
  const what = typeof template === 'string' && template ? template : 'a message of their own';
  const app = channel === 'email' ? 'the mail app' : channel === 'sms' ? 'the SMS app' : 'WhatsApp';
  return { title: `${label} sent by ${facts.actorName ?? 'someone'}: ${what}`, detail: `Opened in ${app} for ${name}` };
}

/** The one entry an erased student keeps (docs/PRIVACY.md): when, by whom, on which request; no personal data. */
function describeErasure(facts: ActivityFacts): { title: string; detail: string } {
  const on = facts.changes.erasedOn?.to;
  const request = facts.changes.request?.to;
  const by = facts.actorName ?? (request === 'retention' ? 'the retention rule' : 'a former staff member');
  const title = `Erased on ${typeof on === 'string' ? on : 'an unknown day'} by ${by}, request ${typeof request === 'string' ? request : 'unknown'}`;
  return { title, detail: request === 'retention' ? 'No activity for the retention period: every personal field was erased' : 'Every personal field was erased on request' };
}

export function describeActivity(facts: ActivityFacts): { title: string; detail: string } {
  const name = facts.studentName ?? 'Unknown Student';
  const { entity, action } = facts;
  if (entity === 'student') {
    const stage = movedTo(facts, 'stage') as StudentStage | null;
    if (action === 'created') {
      const from = facts.studentCountry ? ` from ${facts.studentCountry}` : '';
      return { title: 'New student added', detail: `${name}${from} joined the pipeline` };
    }
    if (action === 'enquired') {
      const from = facts.studentCountry ? ` from ${facts.studentCountry}` : '';
      return { title: 'New enquiry from the website', detail: `${name}${from} sent an enquiry` };
    }
    if (action === 'stage_changed' && stage) return { title: 'Student stage updated', detail: `${name} moved to ${STAGE_LABELS[stage] ?? stage}` };
    if (action.startsWith('task_')) return describeTask(facts, name);
    if (action === 'note_added') return describeNote(facts);
    if (action === 'message_sent') return describeMessage(facts, name);
    if (action === 'erased') return describeErasure(facts);
    if (action === 'data_downloaded') return { title: 'Data downloaded', detail: `${name} downloaded their data from the student portal` };
    if (action === 'portal_invited') return { title: 'Invited to the student portal', detail: `${name} was sent a link to set a portal password` };
    if (action === 'document_reviewed') {
      const rejected = facts.changes.status?.to === 'rejected';
      const reason = typeof facts.changes.reason?.to === 'string' ? `: ${facts.changes.reason.to}` : '';
      return rejected
        ? { title: 'Document rejected', detail: `A document of ${name} was rejected${reason}` }
        : { title: 'Document verified', detail: `A document of ${name} was verified` };
    }
    if (action === 'duplicate_kept') return { title: 'Possible duplicate checked', detail: `${name} was kept as a separate student` };
    if (action === 'merged') {
      const portal = facts.changes.portalAccountClosed ? "; the duplicate's portal account was closed" : '';
      return facts.changes.mergedInto
        ? { title: 'Duplicate merged', detail: `${name} was merged into another profile${portal}` }
        : { title: 'Duplicate merged', detail: `A duplicate profile was merged into ${name}${portal}${notCopied(facts)}` };
    }
    return { title: 'Student details updated', detail: `${name}'s profile was edited` };
  }
  if (entity === 'application') {
    const status = movedTo(facts, 'status') as ApplicationStatus | null;
    const what = [facts.program, facts.universityName].filter(Boolean).join(' at ') || 'an application';
    if (action === 'created') return { title: 'New application', detail: `${name} applied for ${what}` };
    if (action === 'moved') return { title: 'Application moved', detail: `${name}'s application for ${what} moved from a merged duplicate` };
    if (action === 'status_changed' && status) {
      return { title: 'Application status updated', detail: `Status changed to ${APPLICATION_STATUS_LABELS[status] ?? status} for ${name}` };
    }
    return { title: 'Application updated', detail: `${name}'s application for ${what} was edited` };
  }
  const status = movedTo(facts, 'status') as VisaStatus | null;
  const visa = facts.visaType ?? 'Visa';
  if (action === 'created') return { title: 'New visa case', detail: `${visa} case opened for ${name}` };
  if (action === 'moved') return { title: 'Visa case moved', detail: `${name}'s ${visa} case moved from a merged duplicate` };
  if (action === 'status_changed' && status === 'approved') return { title: 'Visa approved', detail: `${visa} approved for ${name}` };
  if (action === 'status_changed' && status) {
    return { title: 'Visa case updated', detail: `Status changed to ${VISA_STATUS_LABELS[status] ?? status} for ${name}` };
  }
  return { title: 'Visa case updated', detail: `${name}'s ${visa} case was edited` };
}
