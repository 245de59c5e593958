// The closed vocabularies of docs/PRODUCT.md §5 and §6. The database constrains its columns to these lists.
export const ADMIN_ROLES = [
  'super_admin',
  'admissions_lead',
  'visa_officer',
  'counselor',
  'marketing',
  'partnerships',
  'finance',
  'support',
] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Journey order matters: transitions and the pipeline read it. */
export const STUDENT_STAGES = [
  'lead',
  'application_in_progress',
  'offer',
  'visa',
  'pre_departure',
  'arrived',
  'alumni',
] as const;
export type StudentStage = (typeof STUDENT_STAGES)[number];
/** The words for the stages (the stage filter, docs/PRODUCT.md §6.1); screens and the server's messages both use them. */
export const STAGE_LABELS: Record<StudentStage, string> = {
  lead: 'Lead',
  application_in_progress: 'Application in Progress',
  offer: 'Offer',
  visa: 'Visa',
  pre_departure: 'Pre-departure',
  arrived: 'Arrived',
  alumni: 'Alumni',
};

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const VISA_STATUSES = ['preparing', 'submitted', 'interview_scheduled', 'approved', 'rejected'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];
export const VISA_STATUS_LABELS: Record<VisaStatus, string> = {
  preparing: 'Preparing',
  submitted: 'Submitted',
  interview_scheduled: 'Interview Scheduled',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'conditional_offer',
  'unconditional_offer',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under Review',
  conditional_offer: 'Conditional Offer',
  unconditional_offer: 'Unconditional Offer',
  rejected: 'Rejected',
};

export const UNIVERSITY_TYPES = ['Public', 'Private'] as const;
export type UniversityType = (typeof UNIVERSITY_TYPES)[number];

/** The study levels a university programme is offered at, from first to last. */
export const PROGRAMME_LEVELS = ['Foundation', 'Diploma', "Bachelor's", "Master's", 'PhD'] as const;
export type ProgrammeLevel = (typeof PROGRAMME_LEVELS)[number];

/** The months a programme can take in new students (its intakes), in calendar order. */
export const INTAKE_MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
export type IntakeMonth = (typeof INTAKE_MONTHS)[number];

export const NEWS_CATEGORIES = ['all', 'student-success', 'scholarship', 'university', 'events', 'general'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** Categories an article can carry: every category but the 'all' filter. */
export const ARTICLE_CATEGORIES = NEWS_CATEGORIES.filter(
  (c): c is Exclude<NewsCategory, 'all'> => c !== 'all',
);
export type ArticleCategory = Exclude<NewsCategory, 'all'>;
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  all: 'All Categories',
  'student-success': 'Student Success',
  scholarship: 'Scholarships',
  university: 'Universities',
  events: 'Events',
  general: 'General',
};

export const COUNTRIES = ['Somalia', 'Kenya', 'Ethiopia', 'Uganda', 'Tanzania', 'Nigeria', 'Ghana', 'Sudan'] as const;
export type Country = (typeof COUNTRIES)[number];

export const TASK_PRIORITIES = PRIORITIES;

/** The orders of the case lists besides the default one (docs/PRODUCT.md §3.7, §3.8). */
// The tables' column headers add each column's two directions (issue 32 item 1): student name, university and
// visa type A to Z (lower case, byte order), status in its journey order, dates soonest or newest first.
export const APPLICATION_SORTS = [
  'deadline',
  '-deadline',
  '-updatedAt',
  'updatedAt',
  'student',
  '-student',
  'university',
  '-university',
  'status',
  '-status',
  'applied',
  '-applied',
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const VISA_CASE_SORTS = [
  'appointment',
  '-appointment',
  '-updatedAt',
  'updatedAt',
  'student',
  '-student',
  'visaType',
  '-visaType',
  'status',
  '-status',
  'created',
  '-created',
] as const;
export type VisaCaseSort = (typeof VISA_CASE_SORTS)[number];
