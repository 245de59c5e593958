import { Box, Link } from '@chakra-ui/react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ThemeProvider } from '../../lib/color-mode';
import { Deferred, endFirstPage } from '../deferred';
import { HEADER_HEIGHT_PX } from './nav-links';
import { MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppButton } from './whatsapp-button';

/**
 * Header, page, footer: the frame of every public page and the student portal. Pages render into <main>
 * (they do not add a <main> of their own) below a 96 px spacer for the fixed header.
 */
export function PublicShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);

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
    const onChange = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <ThemeProvider defaultTheme="system">
      <Link
        href="#main"
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '4' }}
      >
        Skip to content
      </Link>
      <SiteHeader menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
      <Box as="main" id="main" tabIndex={-1} pt={`${HEADER_HEIGHT_PX}px`} minH="60vh" outline="none" inert={menuOpen}>
        <Outlet />
      </Box>
      <Deferred>
        <SiteFooter inert={menuOpen} />
      </Deferred>
      {menuOpen ? null : <WhatsAppButton />}
    </ThemeProvider>
  );
}

