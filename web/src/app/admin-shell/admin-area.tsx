import { Outlet } from '@tanstack/react-router';
import { ThemeProvider } from '../../lib/color-mode';

/** Everything under /admin, the login page included: Mission Control's default theme is dark (docs/PRODUCT.md §4.1). */
export function AdminArea() {
  return (
    <ThemeProvider defaultTheme="dark">
      <Outlet />
    </ThemeProvider>
  );
}
