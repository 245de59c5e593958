import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { languagePath } from '@contract/language-paths';
import { LANGUAGE_AUTONYMS, LANGUAGES, textDirection, type Language } from '@contract/languages';
import { useLanguage, useT } from '../../i18n/i18n';

/**
 * The same page in every language (issue 29), each named in itself. Plain links, not the router's: another language
 * is a page load (its catalogue, its server render), and they work before the app has started. The choice is kept in
 * the `lang` cookie by web/public/app-start.js on the click (data-set-lang), so the server redirects later visits to
 * unprefixed pages to it.
 */
function useLanguageLinks(): { language: Language; href: string; current: boolean }[] {
  const current = useLanguage();
  // The router's own location: the path without this page's language prefix.
  const here = useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}${state.location.hash ? `#${state.location.hash}` : ''}` });
  return LANGUAGES.map((language) => ({ language, href: languagePath(language, here), current: language === current }));
}

const LanguageLink = chakra('a');

function Links({ direction, size }: { direction: 'row' | 'column'; size: 'sm' | 'md' }) {
  const links = useLanguageLinks();
  const List = direction === 'row' ? HStack : Stack;
  return (
    <List as="ul" listStyle="none" gap={direction === 'row' ? '1' : '0.5'} flexWrap="wrap">
      {links.map(({ language, href, current }) => (
        <li key={language}>
          <LanguageLink
            href={href}
            hrefLang={language}
            lang={language}
            dir={textDirection(language)}
            data-set-lang={language}
            aria-current={current ? 'true' : undefined}
            display="inline-flex"
            alignItems="center"
            minH={{ base: '8', md: '6' }}
            px="2"
            borderRadius="md"
            fontSize={size}
            color={current ? 'brand.fg' : 'fg.muted'}
            fontWeight={current ? 'semibold' : 'normal'}
            _hover={{ color: 'brand.fg', bg: 'bg.muted' }}
          >
            {LANGUAGE_AUTONYMS[language]}
          </LanguageLink>
        </li>
      ))}
    </List>
  );
}

export const LANGUAGE_MENU_ID = 'language-menu';

/** The header's: the page's language, opening the list in a native popover (it works before the app has started). */
export function HeaderLanguageSwitcher() {
  const t = useT();
  const language = useLanguage();
  return (
    <Box position="relative">
      <chakra.button
        type="button"
        popoverTarget={LANGUAGE_MENU_ID}
        aria-label={t('language.switcher')}
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        minH="10"
        px="2"
        borderRadius="md"
        fontSize="sm"
        color="fg.muted"
        _hover={{ bg: 'bg.muted', color: 'fg' }}
      >
        <Globe size={18} aria-hidden="true" />
        <span lang={language}>{LANGUAGE_AUTONYMS[language]}</span>
      </chakra.button>
      <Box
        id={LANGUAGE_MENU_ID}
        popover="auto"
        position="fixed"
        insetInlineEnd="4"
        insetInlineStart="auto"
        top="20"
        m="0"
        p="2"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="lg"
        boxShadow="lg"
      >
        <nav aria-label={t('language.switcher')}>
          <Links direction="column" size="md" />
        </nav>
      </Box>
    </Box>
  );
}

/** The mobile menu's and the footer's: every language in a row. */
export function LanguageList({ label }: { label?: boolean }) {
  const t = useT();
  return (
    <chakra.nav aria-label={t('language.switcher')}>
      {label ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('language.switcher')}
        </Text>
      ) : null}
      <Links direction="row" size="sm" />
    </chakra.nav>
  );
}
