import type { AdminUser } from '@contract';
import { can } from '@contract/permissions';
import { analyticsQueryOptions } from '../features/analytics/api/get-analytics';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { assignableStaffQueryOptions } from '../lib/assignable-staff';
import { messageTemplatesQueryOptions } from '../features/communications/api/message-templates';
import { eventsQueryOptions } from '../features/events/api/recruitment-events';
import { queryClient } from './query-client';

let prefetchedFor: string | null = null;

/**
 * After sign-in, fetch the dashboard, the staff the owner pickers offer, the message templates (for the senders), the recruitment fairs and (where the role may read it) the
 * analytics answer once, so they are saved on this device and open at a fair with no network even if nobody visited them online. The options are
 * the screens' own: same key, same persister. Once per admin per page load (logout reloads the page).
 * Loaded on demand by the admin routes, so it counts as admin code (scripts/admin-chunks.ts), never public.
 */
export function prefetchOfflineAnswers(admin: Pick<AdminUser, 'id' | 'role'>): void {
  if (prefetchedFor === admin.id || !navigator.onLine) return;
  prefetchedFor = admin.id;
  if (can(admin.role, 'dashboard:read')) void queryClient.prefetchQuery(dashboardQueryOptions());
  if (can(admin.role, 'analytics:read')) void queryClient.prefetchQuery(analyticsQueryOptions());
  void queryClient.prefetchQuery(assignableStaffQueryOptions());
  if (can(admin.role, 'messages:send')) void queryClient.prefetchQuery(messageTemplatesQueryOptions());
  // The fairs fair mode picks from, at a stand with no network.
  if (can(admin.role, 'events:read')) void queryClient.prefetchQuery(eventsQueryOptions());
}
