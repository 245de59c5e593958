// The events that notify someone (issue 30 item 5) and their system templates (item 7), apart from zod so the web
// app's template editor and preview can use them without a schema library. Each event has a recipient kind, a
// preference category (or 'essential': an invitation cannot be turned off), the variables its templates may use
// with a sample value each (the editor's preview), and its English text: the seed, and the fallback for a language
// no one has written yet.
import { LANGUAGES, type Language } from './languages';

export const NOTIFICATION_CATEGORIES = ['documents', 'applications', 'tasks', 'news'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  documents: 'Documents',
  applications: 'Applications and visas',
  tasks: 'Tasks and reminders',
  news: 'News',
};

export type NotificationEventSpec = {
  label: string;
  recipient: 'student' | 'staff';
  category: NotificationCategory | 'essential';
  /** Variable name → a sample value, for the editor's preview. */
  variables: Record<string, string>;
  subject: string;
  body: string;
};

const EVENTS = {
  'enquiry.acknowledged': {
    label: 'Enquiry received (to the student)',
    recipient: 'student',
    category: 'applications',
    variables: { firstName: 'Amina' },
    subject: 'We received your enquiry',
    body: 'Hello {{firstName}},\n\nThank you for your enquiry. A counselor will contact you within one working day.',
  },
  'enquiry.received': {
    label: 'New enquiry (to its owner or the admissions lead)',
    recipient: 'staff',
    category: 'applications',
    variables: { studentName: 'Amina Hassan', message: 'I would like to study medicine.' },
    subject: 'New enquiry from {{studentName}}',
    body: '{{studentName}} sent an enquiry from the website:\n\n{{message}}',
  },
  'portal.invited': {
    label: 'Portal invitation',
    recipient: 'student',
    category: 'essential',
    variables: { firstName: 'Amina', link: 'https://example.org/student-portal/activate?token=…', expiresDate: '6 Dec 2026' },
    subject: 'Your student portal is ready',
    body: 'Hello {{firstName}},\n\nOpen this link to choose your password and see your applications and documents:\n{{link}}\n\nThe link works until {{expiresDate}}.',
  },
  'document.verified': {
    label: 'Document verified',
    recipient: 'student',
    category: 'documents',
    variables: { firstName: 'Amina', documentType: 'Passport' },
    subject: 'Your {{documentType}} is verified',
    body: 'Hello {{firstName}},\n\nWe checked your {{documentType}} and it is verified. Nothing more is needed for it.',
  },
  'document.rejected': {
    label: 'Document rejected',
    recipient: 'student',
    category: 'documents',
    variables: { firstName: 'Amina', documentType: 'Passport', reason: 'The scan is blurred.' },
    subject: 'Please upload your {{documentType}} again',
    body: 'Hello {{firstName}},\n\nWe could not accept your {{documentType}}: {{reason}}\n\nPlease upload it again in your student portal.',
  },
  'application.status_changed': {
    label: 'Application status changed',
    recipient: 'student',
    category: 'applications',
    variables: { firstName: 'Amina', university: 'University of Nairobi', program: 'Medicine', status: 'Submitted' },
    subject: 'Your application to {{university}}: {{status}}',
    body: 'Hello {{firstName}},\n\nYour application to {{university}} ({{program}}) is now: {{status}}.',
  },
  'visa_case.status_changed': {
    label: 'Visa case status changed',
    recipient: 'student',
    category: 'applications',
    variables: { firstName: 'Amina', visaType: 'Student visa', status: 'Submitted' },
    subject: 'Your {{visaType}}: {{status}}',
    body: 'Hello {{firstName}},\n\nYour {{visaType}} case is now: {{status}}.',
  },
  'student_task.added': {
    label: 'Task added for a student',
    recipient: 'student',
    category: 'tasks',
    variables: { firstName: 'Amina', task: 'Send your transcript', dueDate: '10 Dec 2026' },
    subject: 'A new task: {{task}}',
    body: 'Hello {{firstName}},\n\nYour counselor added a task for you: {{task}} (due {{dueDate}}).',
  },
  'lead.assigned': {
    label: 'Lead assigned (to its owner)',
    recipient: 'staff',
    category: 'applications',
    variables: { staffName: 'Grace', studentName: 'Amina Hassan' },
    subject: 'New lead: {{studentName}}',
    body: 'Hello {{staffName}},\n\n{{studentName}} is now your student.',
  },
  'staff_task.due': {
    label: 'Staff task due',
    recipient: 'staff',
    category: 'tasks',
    variables: { staffName: 'Grace', task: 'First contact', dueTime: '2026-12-01 14:00' },
    subject: 'Due now: {{task}}',
    body: 'Hello {{staffName}},\n\nYour task "{{task}}" is due ({{dueTime}}).',
  },
  'digest.daily': {
    label: 'Daily digest (07:00 in each staff member’s time zone)',
    recipient: 'staff',
    category: 'tasks',
    variables: { staffName: 'Grace', date: '1 Dec 2026', dueToday: '- First contact: Amina Hassan', overdue: '- Submit application: Omar Ali' },
    subject: 'Your day, {{date}}',
    body: 'Good morning {{staffName}},\n\nDue today:\n{{dueToday}}\n\nOverdue:\n{{overdue}}',
  },
} as const satisfies Record<string, NotificationEventSpec>;

export type NotificationEvent = keyof typeof EVENTS;
export const NOTIFICATION_EVENTS: Record<NotificationEvent, NotificationEventSpec> = EVENTS;
export const NOTIFICATION_EVENT_NAMES = Object.keys(EVENTS) as NotificationEvent[];
export const isNotificationEvent = (value: unknown): value is NotificationEvent => typeof value === 'string' && value in EVENTS;

export const NOTIFICATION_TEMPLATE_LANGUAGES: readonly Language[] = LANGUAGES;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** What in a text is not one of the event's variables (as written, braces included), and an unpaired `{{`/`}}`. */
export function unknownNotificationPlaceholders(event: NotificationEvent, text: string): string[] {
  const known = NOTIFICATION_EVENTS[event].variables;
  const found: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) if (!(match[1]! in known)) found.push(match[0]);
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}')) found.push(rest.includes('{{') ? '{{' : '}}');
  return [...new Set(found)];
}

/** The text with each `{{name}}` replaced by its value; a variable with no value becomes empty. */
export function fillNotification(text: string, values: Record<string, string | null | undefined>): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => values[name]?.trim() ?? '');
}
