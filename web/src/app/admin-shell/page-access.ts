import { useMatches, type RegisteredRouter } from '@tanstack/react-router';
import type { Permission } from '@contract/permissions';

declare module '@tanstack/react-router' {
  // Module augmentation needs an interface: a type alias cannot merge into the router's option type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface StaticDataRouteOption {
    /**
     * What a role needs to open the page, declared once on its route (web/src/app/routes/admin.tsx): the shell
     * shows "No access" to other roles, and the sidebar hides the page's item from them.
     */
    permission?: Permission;
  }
}

/** A path the router knows. */
export type RoutePath = keyof RegisteredRouter['routesByPath'];

/** The permission a page's route declares, looked up by the page's path. */
export type PagePermissions = (path: RoutePath) => Permission | undefined;

export function pagePermissionsOf(router: Pick<RegisteredRouter, 'routesByPath'>): PagePermissions {
  return (path) => router.routesByPath[path].options.staticData?.permission;
}

/** The permission the page on screen declares: the deepest route that declares one. */
export function useCurrentPagePermission(): Permission | undefined {
  return useMatches({ select: (matches) => matches.findLast((m) => m.staticData.permission)?.staticData.permission });
}
