// Settings (docs/PRODUCT.md §3.11): staff accounts (super_admin), the signed-in person's own account, and the
// organisation's public contact details.
import { z } from 'zod';
import { siteContactSchema } from './content';
import { ADMIN_ROLES } from './enums';

/** How long a staff activation or password-reset link works. */
export const STAFF_LINK_DAYS = 3;

/** Where a staff link opens: the holder chooses a password there (`/admin/activate?token=…`). */
export const STAFF_ACTIVATE_PATH = '/admin/activate';

/** pending: created, no password set yet; active: may sign in; deactivated: may not, history kept. */
export const STAFF_STATUSES = ['pending', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const staffAccountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(ADMIN_ROLES),
  status: z.enum(STAFF_STATUSES),
  /** Work e-mail and WhatsApp, given to the students this person counsels in the portal; null when not set. */
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** A one-time link, shown once to the super_admin who asked for it (only its hash is stored). */
export type StaffLink = { url: string; expiresAt: string };
/** POST /api/admin/staff and POST /api/admin/staff/:id/reset-link answer the account and its link. */
export type StaffAccountWithLink = { account: StaffAccount; activationUrl: string; expiresAt: string };

const fullName = z.string().trim().min(1, 'Enter the full name.').max(120, 'The name must have at most 120 characters.');

export const staffCreateSchema = z.object({
  fullName,
  // An e-mail address or a plain username; compared as `normalizeUsername` gives it.
  username: z
    .string()
    .trim()
    .min(3, 'The username must have at least 3 characters.')
    .max(100, 'The username must have at most 100 characters.')
    .regex(/^[A-Za-z0-9._@+-]+$/, 'Use letters, digits and . _ @ + - only (an e-mail address works).'),
  role: z.enum(ADMIN_ROLES, 'Choose a role.'),
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

export const STAFF_CONTACT_MESSAGES = {
  email: 'Enter a work e-mail address like ibrahim@example.com, or leave it empty.',
  whatsapp: 'Enter the WhatsApp number with its country code, e.g. +60 12-318 4402, or leave it empty.',
} as const;

/** A work contact: empty clears it (null). */
const staffEmail = z
  .union([z.literal(''), z.email(STAFF_CONTACT_MESSAGES.email).max(200, STAFF_CONTACT_MESSAGES.email)], { error: STAFF_CONTACT_MESSAGES.email })
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null));
const staffWhatsapp = z
  .string({ error: STAFF_CONTACT_MESSAGES.whatsapp })
  .trim()
  .refine((v) => v === '' || (v.length <= 40 && /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 8), STAFF_CONTACT_MESSAGES.whatsapp)
  .nullable()
  .transform((v) => v || null);

export const staffPatchSchema = z
  .object({
    fullName: fullName.optional(),
    email: staffEmail.optional(),
    whatsapp: staffWhatsapp.optional(),
    role: z.enum(ADMIN_ROLES, 'Choose a role.').optional(),
    active: z.boolean().optional(),
    version: z.number().int().min(1),
  })
  .strict();
export type StaffPatchInput = z.infer<typeof staffPatchSchema>;

export const staffActivateSchema = z.object({
  token: z.string().trim().min(1, 'This link is incomplete. Open the whole link you were sent.').max(200),
  password: z.string().min(1, 'Please choose a password.').max(200, 'The password must have at most 200 characters.'),
});
export type StaffActivateInput = z.infer<typeof staffActivateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(200),
  newPassword: z.string().min(1, 'Choose a new password.').max(200, 'The password must have at most 200 characters.'),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** One of the signed-in person's sessions ("My account"); `id` names it for ending it, never the cookie's value. */
export type StaffSession = { id: string; createdAt: string; lastSeenAt: string; userAgent: string | null; current: boolean };

/** The organisation's contact details as Settings edits them; `version` 0 while the defaults were never saved. */
export const organisationSettingsSchema = siteContactSchema.omit({ website: true }).extend({ version: z.number().int() });
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

const phoneLike = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(40)
    .regex(/^\+?[\d\s().-]{7,}$/, `Enter the ${what} with its country code, e.g. +60 3-2181 8888.`);

export const organisationPatchSchema = z.object({
  phone: phoneLike('phone number'),
  email: z.email('Enter an e-mail address like info@example.com.').max(200),
  // Kept as wa.me links take it: the international number in digits only.
  whatsappNumber: phoneLike('WhatsApp number')
    .transform((text) => text.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, 'Enter the WhatsApp number with its country code: 8 to 15 digits.')),
  address: z.string().trim().max(300, 'The address must have at most 300 characters.'),
  version: z.number().int().min(0),
});
export type OrganisationPatchInput = z.infer<typeof organisationPatchSchema>;
