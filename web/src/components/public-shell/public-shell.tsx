import { Outlet } from '@tanstack/react-router';

/** Header, page, footer: the frame of every public page and the student portal. */
export function PublicShell() {
  return <Outlet />;
}
