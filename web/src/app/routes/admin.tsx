import { createRoute, redirect } from '@tanstack/react-router';
import type { AdminUser } from '@contract';
import type { Permission } from '@contract/permissions';
import { parseAnalyticsSearch } from '../../features/analytics/analytics-search';
import { parseApplicationSearch } from '../../features/applications/application-search';
import { parseStudentSearch } from '../../features/students/student-search';
import { parseVisaCaseSearch } from '../../features/visa-cases/visa-case-search';
import { adminSessionQueryOptions, clearStoredAdmin, readStoredAdmin } from '../../lib/admin-session';
import { defaultOwnerFilter } from '../../lib/caseload';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../query-client';
import { rootRoute } from './root';
import { StandalonePageError } from '../../components/page-error';
import { lazyPage } from '../../lib/lazy-page';

// Mission Control (/admin/...). Every screen and the shell are chunks of their own: a visitor of the public
// site downloads none of it. Each page declares the permission a role needs to open it (staticData), read by the
// shell and the sidebar (app/admin-shell/page-access.ts).

/** The server's answer decides; only when the network is away does the stored admin keep the shell open. */
async function checkSession(): Promise<AdminUser | null> {
  try {
    return await queryClient.ensureQueryData(adminSessionQueryOptions());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return readStoredAdmin();
  }
}

/** The shell itself and the pages outside it (sign-in, activation): their error page is the page's <main>. */
const outsideTheShell = { errorComponent: StandalonePageError };

/** Pathless: the login page and the signed-in pages share the admin theme (dark by default). */
const adminAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'mission-control',
  component: lazyPage(() => import('../admin-shell/admin-area'), 'AdminArea'),
  ...outsideTheShell,
});

const loginRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: '/admin/login',
  // Already signed in (a bookmark, the back button): straight to the dashboard.
  beforeLoad: async () => {
    const admin = await checkSession().catch(() => null);
    if (admin) throw redirect({ to: '/admin/dashboard' });
  },
  component: lazyPage(() => import('../../features/admin-auth/admin-login-page'), 'AdminLoginPage'),
  ...outsideTheShell,
});

/** The auth guard, once for every admin page (docs/PRODUCT.md §3: no session, back to /admin/login). */
const adminLayoutRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  id: 'signed-in',
  beforeLoad: async () => {
    const admin = await checkSession();
    if (!admin) {
      clearStoredAdmin();
      throw redirect({ to: '/admin/login' });
    }
    // The dashboard and analytics answers, saved for offline use whether visited or not. A chunk that fails
    // to load (offline) only means they are saved on their first visit instead.
    void import('../offline-answers').then((m) => m.prefetchOfflineAnswers(admin)).catch(() => undefined);
    return { admin };
  },
  component: lazyPage(() => import('../admin-shell/admin-shell'), 'AdminShell'),
  ...outsideTheShell,
});

/** A page under the auth guard, and the permission a role needs to open it (other roles see "No access"). */
function signedInPage<TPath extends string>(path: TPath, permission: Permission) {
  return { getParentRoute: () => adminLayoutRoute, path, staticData: { permission } };
}

const adminIndexRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/admin',
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard' });
  },
});

const dashboardRoute = createRoute({
  ...signedInPage('/admin/dashboard', 'dashboard:read'),
  component: lazyPage(() => import('../../features/dashboard/dashboard-page'), 'DashboardPage'),
});

const tasksRoute = createRoute({
  ...signedInPage('/admin/tasks', 'tasks:write'),
  component: lazyPage(() => import('../../features/tasks/tasks-page'), 'TasksPage'),
});

/** The same page with the new task's form open: the dashboard's "Add Task", a phone's quick add. */
const newTaskRoute = createRoute({
  ...signedInPage('/admin/tasks/new', 'tasks:write'),
  component: lazyPage(() => import('../../features/tasks/tasks-page'), 'TasksPage'),
});

const studentsRoute = createRoute({
  ...signedInPage('/admin/students', 'students:read'),
  validateSearch: parseStudentSearch,
  // A counselor opens on their own caseload (?owner=me); "Students" in their sidebar asks for ?owner=all.
  beforeLoad: ({ search, context }) => {
    const owner = defaultOwnerFilter(context.admin.role);
    if (owner && !search.owner) throw redirect({ to: '/admin/students', search: { ...search, owner }, replace: true });
  },
  component: lazyPage(() => import('../../features/students/students-page'), 'StudentsPage'),
});

const newStudentRoute = createRoute({
  // Reading is enough to open a new-record page: its form tells a role that may not write why it cannot.
  ...signedInPage('/admin/students/new', 'students:read'),
  component: lazyPage(() => import('../../features/students/new-student-page'), 'NewStudentPage'),
});

const studentImportRoute = createRoute({
  ...signedInPage('/admin/students/import', 'students:write'),
  component: lazyPage(() => import('../../features/students/import/import-page'), 'StudentImportPage'),
});

const studentDetailRoute = createRoute({
  ...signedInPage('/admin/students/$id', 'students:read'),
  // ?edit=true opens the Edit form (the list's Edit button links here).
  validateSearch: (raw: Record<string, unknown>): { edit?: boolean } => (raw.edit === true || raw.edit === 'true' ? { edit: true } : {}),
  component: lazyPage(() => import('../../features/students/student-detail-page'), 'StudentDetailPage'),
});

/** ?studentId= preselects the student (the detail page's New Application and New Visa Case links). */
function parseStudentIdSearch(raw: Record<string, unknown>): { studentId?: string } {
  return typeof raw.studentId === 'string' && /^[0-9a-f-]{36}$/i.test(raw.studentId) ? { studentId: raw.studentId } : {};
}

const newApplicationRoute = createRoute({
  ...signedInPage('/admin/applications/new', 'applications:read'),
  validateSearch: parseStudentIdSearch,
  component: lazyPage(() => import('../../features/applications/new-application-page'), 'NewApplicationPage'),
});

const newVisaCaseRoute = createRoute({
  ...signedInPage('/admin/visa-cases/new', 'visas:read'),
  validateSearch: parseStudentIdSearch,
  component: lazyPage(() => import('../../features/visa-cases/new-visa-case-page'), 'NewVisaCasePage'),
});

const applicationsRoute = createRoute({
  ...signedInPage('/admin/applications', 'applications:read'),
  validateSearch: parseApplicationSearch,
  component: lazyPage(() => import('../../features/applications/applications-page'), 'ApplicationsPage'),
});

const applicationDetailRoute = createRoute({
  ...signedInPage('/admin/applications/$id', 'applications:read'),
  component: lazyPage(() => import('../../features/applications/application-detail-page'), 'ApplicationDetailPage'),
});

const visaCasesRoute = createRoute({
  ...signedInPage('/admin/visa-cases', 'visas:read'),
  validateSearch: parseVisaCaseSearch,
  component: lazyPage(() => import('../../features/visa-cases/visa-cases-page'), 'VisaCasesPage'),
});

const contentRoute = createRoute({
  ...signedInPage('/admin/content', 'content:write'),
  component: lazyPage(() => import('../../features/content/content-page'), 'ContentPage'),
});

const newArticleRoute = createRoute({
  ...signedInPage('/admin/content/new', 'content:write'),
  component: lazyPage(() => import('../../features/content/article-editor-page'), 'ArticleEditorPage'),
});

const articleRoute = createRoute({
  ...signedInPage('/admin/content/$id', 'content:write'),
  component: lazyPage(() => import('../../features/content/article-editor-page'), 'ArticleEditorPage'),
});

const scholarshipsRoute = createRoute({
  ...signedInPage('/admin/scholarships', 'scholarships:write'),
  component: lazyPage(() => import('../../features/scholarships/scholarships-page'), 'ScholarshipsAdminPage'),
});

const newScholarshipRoute = createRoute({
  ...signedInPage('/admin/scholarships/new', 'scholarships:write'),
  component: lazyPage(() => import('../../features/scholarships/scholarship-editor-page'), 'ScholarshipEditorPage'),
});

const scholarshipRoute = createRoute({
  ...signedInPage('/admin/scholarships/$id', 'scholarships:write'),
  component: lazyPage(() => import('../../features/scholarships/scholarship-editor-page'), 'ScholarshipEditorPage'),
});

const eventsRoute = createRoute({
  ...signedInPage('/admin/events', 'events:read'),
  component: lazyPage(() => import('../../features/events/events-page'), 'EventsPage'),
});

const newEventRoute = createRoute({
  ...signedInPage('/admin/events/new', 'events:write'),
  component: lazyPage(() => import('../../features/events/event-page'), 'NewEventPage'),
});

const eventRoute = createRoute({
  ...signedInPage('/admin/events/$id', 'events:read'),
  component: lazyPage(() => import('../../features/events/event-page'), 'EventPage'),
});

const universitiesRoute = createRoute({
  ...signedInPage('/admin/universities', 'universities:read'),
  component: lazyPage(() => import('../../features/universities/universities-page'), 'UniversitiesPage'),
});

const newUniversityRoute = createRoute({
  ...signedInPage('/admin/universities/new', 'universities:write'),
  component: lazyPage(() => import('../../features/universities/university-editor-page'), 'UniversityEditorPage'),
});

const universityRoute = createRoute({
  ...signedInPage('/admin/universities/$id', 'universities:read'),
  component: lazyPage(() => import('../../features/universities/university-editor-page'), 'UniversityEditorPage'),
});

const programmesRoute = createRoute({
  ...signedInPage('/admin/programs', 'universities:read'),
  component: lazyPage(() => import('../../features/universities/programmes-page'), 'ProgrammesPage'),
});

const communicationsRoute = createRoute({
  ...signedInPage('/admin/communications', 'templates:write'),
  component: lazyPage(() => import('../../features/communications/communications-page'), 'CommunicationsPage'),
});

const newTemplateRoute = createRoute({
  ...signedInPage('/admin/communications/new', 'templates:write'),
  component: lazyPage(() => import('../../features/communications/template-editor-page'), 'TemplateEditorPage'),
});

const templateRoute = createRoute({
  ...signedInPage('/admin/communications/$id', 'templates:write'),
  component: lazyPage(() => import('../../features/communications/template-editor-page'), 'TemplateEditorPage'),
});

const mentorsRoute = createRoute({
  ...signedInPage('/admin/mentors', 'mentors:read'),
  component: lazyPage(() => import('../../features/mentors/mentors-page'), 'MentorsPage'),
});

const newMentorRoute = createRoute({
  ...signedInPage('/admin/mentors/new', 'mentors:write'),
  component: lazyPage(() => import('../../features/mentors/mentor-editor-page'), 'MentorEditorPage'),
});

const mentorRoute = createRoute({
  ...signedInPage('/admin/mentors/$id', 'mentors:read'),
  component: lazyPage(() => import('../../features/mentors/mentor-editor-page'), 'MentorEditorPage'),
});

const settingsRoute = createRoute({
  // My account is every role's (each has dashboard:read); the page shows staff and organisation to super admins.
  ...signedInPage('/admin/settings', 'dashboard:read'),
  component: lazyPage(() => import('../../features/settings/settings-page'), 'SettingsPage'),
});

/** /admin/activate?token=…: a staff account's one-time link, opened signed out (like the login page). */
const staffActivateRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: '/admin/activate',
  component: lazyPage(() => import('../../features/admin-auth/activate-page'), 'StaffActivatePage'),
  ...outsideTheShell,
});

const visaCaseDetailRoute = createRoute({
  ...signedInPage('/admin/visa-cases/$id', 'visas:read'),
  component: lazyPage(() => import('../../features/visa-cases/visa-case-detail-page'), 'VisaCaseDetailPage'),
});

const analyticsRoute = createRoute({
  ...signedInPage('/admin/analytics', 'analytics:read'),
  // ?range=30d|quarter|year (all time without it): the period of the whole page.
  validateSearch: parseAnalyticsSearch,
  component: lazyPage(() => import('../../features/analytics/analytics-page'), 'AnalyticsPage'),
});

export const adminRoutes = [
  adminAreaRoute.addChildren([
    loginRoute,
    staffActivateRoute,
    adminLayoutRoute.addChildren([
      adminIndexRoute,
      dashboardRoute,
      tasksRoute,
      newTaskRoute,
      studentsRoute,
      newStudentRoute,
      studentImportRoute,
      studentDetailRoute,
      applicationsRoute,
      newApplicationRoute,
      applicationDetailRoute,
      visaCasesRoute,
      newVisaCaseRoute,
      visaCaseDetailRoute,
      analyticsRoute,
      contentRoute,
      newArticleRoute,
      articleRoute,
      scholarshipsRoute,
      newScholarshipRoute,
      scholarshipRoute,
      communicationsRoute,
      newTemplateRoute,
      templateRoute,
      eventsRoute,
      newEventRoute,
      eventRoute,
      universitiesRoute,
      newUniversityRoute,
      universityRoute,
      programmesRoute,
      mentorsRoute,
      newMentorRoute,
      mentorRoute,
      settingsRoute,
    ]),
  ]),
];
