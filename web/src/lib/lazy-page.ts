import { lazyRouteComponent } from '@tanstack/react-router';

/** A screen whose code could not be fetched: offline before this device kept it, or a build the server no longer has. */
export class ScreenCodeError extends Error {
  override name = 'ScreenCodeError';
}

/**
 * The failure of a screen's import, as a ScreenCodeError with a message of our own: TanStack reloads the page for
 * any error whose message starts as the browser's does ("Failed to fetch dynamically imported module").
 */
export function screenCodeError(error: unknown): ScreenCodeError {
  return new ScreenCodeError(`This page's code could not be fetched: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/**
 * A route's component, in a chunk of its own, fetched when the route is first opened (or its link hovered).
 *
 * TanStack's lazyRouteComponent reloads the page once when a chunk cannot be fetched. Here the failure becomes a
 * ScreenCodeError, which it does not reload for: the route's error page (components/page-error.tsx) says what
 * happened and offers to try again. A page never reloads by itself in the middle of a form (as with updates,
 * components/update-prompt.tsx), and offline a reload could only fail again.
 */
export function lazyPage<T extends Record<string, unknown>, K extends keyof T & string>(importer: () => Promise<T>, exportName: K) {
  return lazyRouteComponent(
    () =>
      importer().catch((error: unknown) => {
        throw screenCodeError(error);
      }),
    exportName,
  );
}
