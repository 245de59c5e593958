import { z } from 'zod';
import { PRIORITIES, STUDENT_STAGES } from './enums';
import { validationText } from './i18n/validation';
import { LANGUAGES } from './languages';
import { portalApplicationSchema, portalCounselorSchema, portalVisaSchema } from './portal-journey';

export * from './portal-journey';

export {
  PORTAL_ACTIVATE_PATH,
  PORTAL_FORM_ERRORS,
  PORTAL_INVITE_DAYS,
  PORTAL_ME_PATH,
  PORTAL_PATH,
  PORTAL_SIGNED_IN_COOKIE,
  postedPortalError,
  type PortalFormError,
} from './portal-session';

/** The four summary tiles of the student portal, in the order they are shown. */
export const PORTAL_TILE_KEYS = ['journey', 'applications', 'visa', 'tasks'] as const;
export type PortalTileKey = (typeof PORTAL_TILE_KEYS)[number];

/** docs/PRODUCT.md §2.7: an activity is a success, an info or a warning. */
export const PORTAL_ACTIVITY_STATUSES = ['success', 'info', 'warning'] as const;
export type PortalActivityStatus = (typeof PORTAL_ACTIVITY_STATUSES)[number];

export const PORTAL_ACTIVITY_TYPES = ['profile', 'application', 'visa', 'task'] as const;
export type PortalActivityType = (typeof PORTAL_ACTIVITY_TYPES)[number];

/** How many recent activities and upcoming tasks the dashboard carries: one phone screen each. */
export const PORTAL_RECENT_ACTIVITIES = 5;
export const PORTAL_UPCOMING_TASKS = 5;

/** Who is signed in, for the welcome heading. */
export const portalStudentSchema = z.object({
  username: z.string(),
  name: z.string(),
  stage: z.enum(STUDENT_STAGES),
  /** The language the portal opens in (issue 29): the student's, as staff keep it on their record. */
  preferredLanguage: z.enum(LANGUAGES),
});
export type PortalStudent = z.infer<typeof portalStudentSchema>;

/**
 * A sentence the server computes, as the portal translates it: a message id of the catalogues
 * (web/src/i18n/catalogues) and its values. Enum words go through ICU `select` on the enum's value, counts through
 * `plural`; the English field beside it is that message formatted in English (api/src/portal/dashboard-words.test.ts).
 */
export const portalMessageSchema = z.object({
  id: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type PortalMessage = z.infer<typeof portalMessageSchema>;

/** A summary tile (docs/PRODUCT.md §2.7): title, value, subtitle and a progress percent; `text` their messages. */
export const portalTileSchema = z.object({
  key: z.enum(PORTAL_TILE_KEYS),
  title: z.string(),
  value: z.string(),
  subtitle: z.string(),
  progress: z.number().int().min(0).max(100),
  text: z.object({ title: portalMessageSchema, value: portalMessageSchema, subtitle: portalMessageSchema }),
});
export type PortalTile = z.infer<typeof portalTileSchema>;

export const portalActivitySchema = z.object({
  id: z.string(),
  type: z.enum(PORTAL_ACTIVITY_TYPES),
  title: z.string(),
  /** The title's message, for the page's language. */
  text: portalMessageSchema,
  /** When it happened, as an ISO instant (calendar dates are sent as their midday UTC). */
  time: z.iso.datetime(),
  status: z.enum(PORTAL_ACTIVITY_STATUSES),
});
export type PortalActivity = z.infer<typeof portalActivitySchema>;

export const portalTaskSchema = z.object({
  id: z.uuid(),
  task: z.string(),
  /** A calendar date, 'YYYY-MM-DD', or null when the task has no deadline. */
  deadline: z.iso.date().nullable(),
  priority: z.enum(PRIORITIES),
  progress: z.number().int().min(0).max(100),
  /** Ticked done (by the student in the portal, or by staff). */
  done: z.boolean(),
});
export type PortalTask = z.infer<typeof portalTaskSchema>;

/**
 * GET /api/portal/me and the answer to POST /api/portal/login (one round trip from the form to the dashboard):
 * only the signed-in student's own data.
 */
export const portalDashboardSchema = z.object({
  student: portalStudentSchema,
  tiles: z.array(portalTileSchema).length(PORTAL_TILE_KEYS.length),
  /** Newest first, at most PORTAL_RECENT_ACTIVITIES. */
  activities: z.array(portalActivitySchema).max(PORTAL_RECENT_ACTIVITIES),
  /** Open tasks, nearest deadline first (no deadline last), then done ones, latest first; at most PORTAL_UPCOMING_TASKS. */
  tasks: z.array(portalTaskSchema).max(PORTAL_UPCOMING_TASKS),
  /** Each application, in the order it was made. */
  applications: z.array(portalApplicationSchema),
  /** The latest visa case, or null before one is opened. */
  visa: portalVisaSchema.nullable(),
  /** The counselor assigned to the student, or null while the team has not assigned one. */
  counselor: portalCounselorSchema.nullable(),
});
export type PortalDashboard = z.infer<typeof portalDashboardSchema>;

/** POST /api/admin/students/:id/portal-invite answers the one-time link (its token is nowhere else) and its end. */
export const portalInviteSchema = z.object({
  url: z.url(),
  expiresAt: z.iso.datetime(),
});
export type PortalInvite = z.infer<typeof portalInviteSchema>;

/** POST /api/portal/activate/check: whether a link can still be used, asked when its page opens (204, or 404/410). */
export const portalActivateCheckSchema = z.object({
  token: z.string().trim().min(1, validationText('activationIncomplete')).max(200),
});

/** POST /api/portal/activate: the invitation's token and the password the student chose (staff's policy). */
export const portalActivateSchema = z.object({
  token: z.string().trim().min(1, validationText('activationIncomplete')).max(200),
  password: z.string().min(1, validationText('passwordMissing')).max(200, validationText('passwordTooLong', { max: 200 })),
});
export type PortalActivateInput = z.infer<typeof portalActivateSchema>;
