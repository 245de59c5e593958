import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { HEADER_HEIGHT_PX, NAV_LINKS, TAGLINE } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const MenuLink = chakra(Link);

/**
 * The full-screen menu of small screens.
 * It closes on a link, on the overlay and on Escape; the page behind it is made inert by the shell.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    // Under the fixed header (zIndex sticky), which keeps the toggle that closes the menu.
    <Box position="fixed" inset="0" zIndex="dropdown" display={{ lg: 'none' }}>
      <Box data-part="overlay" position="absolute" inset="0" bg="blackAlpha.600" onClick={onClose} />
      <Box
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-label="Site menu"
        position="relative"
        bg="bg"
        borderBottomWidth="1px"
        px="6"
        pt={`${HEADER_HEIGHT_PX + 16}px`}
        pb="8"
        maxH="full"
        overflowY="auto"
      >
        <nav aria-label="Mobile">
          <Stack as="ul" gap="1" listStyle="none">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink
                  to={link.to}
                  activeOptions={{ exact: link.to === '/' }}
                  onClick={onClose}
                  display="block"
                  py="3"
                  px="3"
                  borderRadius="md"
                  fontSize="lg"
                  fontWeight="medium"
                  _hover={{ bg: 'bg.muted' }}
                  css={{ '&[data-status=active]': { color: 'brand.fg', bg: 'brand.subtle' } }}
                >
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </Stack>
        </nav>
        <Button asChild colorPalette="brand" size="lg" width="full" mt="4">
          <Link to="/student-portal" onClick={onClose}>
            Student Portal
          </Link>
        </Button>
        <Stack direction="row" align="center" justify="space-between" mt="6" gap="4">
          <Text fontSize="sm" color="fg.muted">
            Theme
          </Text>
          <ThemeToggle />
        </Stack>
        <Text mt="6" fontSize="sm" color="fg.muted">
          {TAGLINE}
        </Text>
      </Box>
    </Box>
  );
}
