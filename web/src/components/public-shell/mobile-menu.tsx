import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { HEADER_HEIGHT_PX, NAV_LINKS, TAGLINE } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useT } from '../../i18n/i18n';
import { LanguageList } from './language-switcher';

const MenuLink = chakra(Link);
export const MOBILE_MENU_ID = 'mobile-menu';

/** Closes the menu wherever it is asked to (a link in it, the brand link, the window growing past phones). */
export const closeMobileMenu = () => document.getElementById(MOBILE_MENU_ID)?.hidePopover();

/**
 * The full-screen menu of small screens, a native popover (`popover="auto"`) that the header's menu button opens
 * with `popovertarget`: it opens and closes before the app has started (the page's first tap works as soon as it is
 * painted), closes on Escape, and its dimmed area below the panel is a button that closes it. It sits below the
 * fixed header, so the toggle stays on screen. The app follows its state (`onOpenChange`), closes it on a link, and
 * makes the page behind it inert.
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = panel.current;
    if (!menu) return;
    const onToggle = (event: Event) => onOpenChange((event as ToggleEvent).newState === 'open');
    menu.addEventListener('toggle', onToggle);
    // Opened before the app started: the app takes the open menu over.
    if (menu.matches(':popover-open')) onOpenChange(true);
    return () => menu.removeEventListener('toggle', onToggle);
  }, [onOpenChange]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <Box
      ref={panel}
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-label={t('shell.siteMenu')}
      // The popover's own box: below the header, to the bottom of the screen, no border or margin of the browser's.
      position="fixed"
      inset={`${HEADER_HEIGHT_PX}px 0 0 0`}
      width="full"
      height="auto"
      maxW="none"
      maxH="none"
      m="0"
      p="0"
      border="0"
      bg="transparent"
      color="fg"
      css={{ '&:popover-open': { display: 'flex' } }}
      flexDirection="column"
      hideFrom="lg"
    >
      <Box bg="bg" borderBottomWidth="1px" px="6" pt="4" pb="8" maxH="full" overflowY="auto">
        <nav aria-label={t('nav.mobile')}>
          <Stack as="ul" gap="1" listStyle="none">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink
                  to={link.to}
                  activeOptions={{ exact: link.to === '/' }}
                  onClick={closeMobileMenu}
                  display="block"
                  py="3"
                  px="3"
                  borderRadius="md"
                  fontSize="lg"
                  fontWeight="medium"
                  _hover={{ bg: 'bg.muted' }}
                  css={{ '&[data-status=active]': { color: 'brand.fg', bg: 'brand.subtle' } }}
                >
                  {t(link.label)}
                </MenuLink>
              </li>
            ))}
          </Stack>
        </nav>
        <Button asChild colorPalette="brand" size="lg" width="full" mt="4">
          <Link to="/student-portal" onClick={closeMobileMenu}>
            {t('nav.studentPortal')}
          </Link>
        </Button>
        <Box mt="6">
          <LanguageList label />
        </Box>
        <Stack direction="row" align="center" justify="space-between" mt="6" gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('shell.theme')}
          </Text>
          <ThemeToggle />
        </Stack>
        <Text mt="6" fontSize="sm" color="fg.muted">
          {t(TAGLINE)}
        </Text>
      </Box>
      {/* The dimmed page below the panel: a tap there closes the menu (a pointer's way; keys have Escape). */}
      <chakra.button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        popoverTargetAction="hide"
        tabIndex={-1}
        aria-hidden="true"
        data-part="overlay"
        flex="1"
        minH="0"
        bg="blackAlpha.600"
        cursor="default"
      />
    </Box>
  );
}
