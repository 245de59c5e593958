import { Box, Button, chakra, Container, HStack, IconButton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useMediaQuery } from '../../lib/use-media-query';
import { useHydrated } from '../../lib/use-hydrated';
import { BrandMark } from './brand-mark';
import { closeMobileMenu, MOBILE_MENU_ID } from './mobile-menu';
import {
  BRAND,
  HEADER_HEIGHT_PX,
  HEADER_HEIGHT_SCROLLED_PX,
  HEADER_SCROLL_THRESHOLD_PX,
  NAV_LINKS,
  TAGLINE,
} from './nav-links';
import { PublicNetworkStatus } from './public-network-status';
import { ThemeToggle } from './theme-toggle';
import { useScrolled } from './use-scrolled';
import { useT } from '../../i18n/i18n';
import { HeaderLanguageSwitcher } from './language-switcher';

const NavLink = chakra(Link);

/**
 * Fixed, so shrinking from 96 to 80 px never moves the page under it (no layout shift): the shell keeps a
 * 96 px spacer above the content instead.
 */
export function SiteHeader({ menuOpen }: { menuOpen: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  // Phones render neither the desktop navigation nor the theme buttons (both live in the menu there): less work
  // on the slowest devices. 1024 px is Chakra's lg breakpoint. The prerendered page (width unknown) carries both
  // headers and lets the lg media query show one, so a desktop's first paint is already the desktop header.
  const wide = useMediaQuery('(min-width: 1024px)');
  const desktopOnly = { base: 'none', lg: 'flex' } as const;
  return (
    <chakra.header
      data-scrolled={scrolled || undefined}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      height={`${scrolled ? HEADER_HEIGHT_SCROLLED_PX : HEADER_HEIGHT_PX}px`}
      bg={scrolled || menuOpen ? 'bg/95' : 'bg/70'}
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor={scrolled ? 'border' : 'transparent'}
      boxShadow={scrolled ? 'sm' : 'none'}
      transition="height 200ms ease, background-color 200ms ease, box-shadow 200ms ease"
    >
      <Container maxW="7xl" height="full" display="flex" alignItems="center" gap="4">
        <Link to="/" aria-label={t('shell.homeLink', { brand: BRAND })} onClick={menuOpen ? closeMobileMenu : undefined}>
          <HStack gap="3" minW="0">
            <BrandMark size={40} />
            <Box minW="0">
              <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.2">
                {BRAND}
              </Text>
              <Text display={{ base: 'none', xl: 'block' }} fontSize="xs" color="fg.muted" maxW="60" lineHeight="1.3">
                {t(TAGLINE)}
              </Text>
            </Box>
          </HStack>
        </Link>

        {wide !== false ? (
        <chakra.nav aria-label={t('nav.main')} mx="auto" display={desktopOnly}>
          <HStack as="ul" gap="1" listStyle="none">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  activeOptions={{ exact: link.to === '/' }}
                  px="3"
                  py="2"
                  borderRadius="md"
                  fontWeight="medium"
                  color="fg.muted"
                  _hover={{ color: 'fg', bg: 'bg.muted' }}
                  css={{ '&[data-status=active]': { color: 'brand.fg', bg: 'brand.subtle' } }}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </HStack>
        </chakra.nav>
        ) : null}

        <HStack gap="2" ms={{ base: 'auto', lg: '0' }}>
          <PublicNetworkStatus />
          <HeaderLanguageSwitcher />
          {wide !== false ? (
            <Box display={desktopOnly}>
              <ThemeToggle />
            </Box>
          ) : null}
          <Button asChild colorPalette="brand" size={{ base: 'sm', md: 'md' }} display={{ base: 'none', sm: 'inline-flex' }}>
            <Link to="/student-portal">{t('nav.studentPortal')}</Link>
          </Button>
          {wide === true ? null : (
            <IconButton
              aria-label={t('shell.menu')}
              // Before the app has hydrated the page, web/public/app-start.js sets it from the popover's toggle events.
              aria-expanded={hydrated ? menuOpen : undefined}
              aria-controls={MOBILE_MENU_ID}
              popoverTarget={MOBILE_MENU_ID}
              variant="ghost"
              // 44 px: the one way into the site's pages on a phone.
              size="lg"
              display={{ base: 'inline-flex', lg: 'none' }}
            >
              {menuOpen ? <X /> : <Menu />}
            </IconButton>
          )}
        </HStack>
      </Container>
    </chakra.header>
  );
}
