import {
  initialsOf,
  PORTAL_APPLICATION_WORDS,
  PORTAL_VISA_WORDS,
  type PortalApplication,
  type PortalCounselor,
  type PortalVisa,
} from '@contract';
import type { PortalRecords } from './queries';

// A day as the student's file reads it: Malaysian time (UTC+8, no daylight saving), where the consultancy works.
const MALAYSIA_MS = 8 * 60 * 60 * 1000;
const dayOf = (instant: Date) => new Date(instant.getTime() + MALAYSIA_MS).toISOString().slice(0, 10);

/** Each application in the student's words (docs/PRODUCT.md §2.7): where it is, when it last moved, what comes next. */
export function portalApplications(records: PortalRecords): PortalApplication[] {
  return records.applications.map((a) => ({
    id: a.id,
    university: a.universityName ?? 'A partner university',
    programme: a.program,
    intake: a.intake,
    status: a.status,
    statusText: PORTAL_APPLICATION_WORDS[a.status].status,
    changedOn: dayOf(a.updatedAt),
    next: PORTAL_APPLICATION_WORDS[a.status].next,
  }));
}

/** The latest visa case likewise, with its interview day once one is set. */
export function portalVisa(records: PortalRecords): PortalVisa | null {
  const v = records.visaCase;
  if (!v) return null;
  const appointmentOn = v.appointmentDate ? dayOf(v.appointmentDate) : null;
  const words = PORTAL_VISA_WORDS[v.status];
  return {
    id: v.id,
    visaType: v.visaType,
    status: v.status,
    statusText: words.status,
    changedOn: dayOf(v.updatedAt),
    appointmentOn,
    next: words.next,
  };
}

/** The counselor by name, with that person's own e-mail and WhatsApp when the account has them. */
export function portalCounselor(records: PortalRecords): PortalCounselor | null {
  const c = records.counselor;
  if (!c) return null;
  return { name: c.name, initials: initialsOf(c.name), email: c.email || null, whatsapp: c.whatsapp || null };
}
