import { Box, Link } from '@chakra-ui/react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { HydrationEnd } from '../../lib/hydration-end';
import { ThemeProvider } from '../../lib/color-mode';
import { Deferred, endFirstPage } from '../deferred';
import { HEADER_HEIGHT_PX } from './nav-links';
import { closeMobileMenu, MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppButton } from './whatsapp-button';
import { useT } from '../../i18n/i18n';

/**
 * Header, page, footer: the frame of every public page and the student portal. Pages render into <main>
 * (they do not add a <main> of their own) below a 96 px spacer for the fixed header.
 */
export function PublicShell() {
  // The menu's open state is the popover's (mobile-menu.tsx): the app follows it.
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);

  // Only the landing page builds its lower sections in steps (see <Deferred>).
  const pathname = useLocation({ select: (location) => location.pathname });
  const landing = useRef(pathname);
  useEffect(() => {
    if (pathname !== landing.current) endFirstPage();
  }, [pathname]);

  // The menu exists only on small screens: close it when the window grows past them.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onChange = () => wide.matches && closeMobileMenu();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <ThemeProvider defaultTheme="system">
      <Link
        href="#main"
        position="absolute"
        insetStart="4"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '4' }}
      >
        {t('shell.skip')}
      </Link>
      <SiteHeader menuOpen={menuOpen} />
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
      <Box as="main" id="main" tabIndex={-1} pt={`${HEADER_HEIGHT_PX}px`} minH="60vh" outline="none" inert={menuOpen}>
        <Outlet />
      </Box>
      <Deferred>
        <SiteFooter inert={menuOpen} />
      </Deferred>
      {menuOpen ? null : <WhatsAppButton />}
      <HydrationEnd />
    </ThemeProvider>
  );
}

