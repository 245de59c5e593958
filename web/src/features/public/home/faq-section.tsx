import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, Mail, MessageCircle } from 'lucide-react';
import { useRef, type SyntheticEvent } from 'react';
import { mailtoHref, useSiteContact, whatsappHref } from '../../../lib/site-contact';
import { FAQ_ITEMS } from '../content/faq';
import { Section } from '../shared/section';
import { useT } from '../../../i18n/i18n';

/**
 * One answer open at a time, and the open one closes again on a second tap (docs/PRODUCT.md §2.2). Native
 * <details> elements: keyboard and screen-reader support for free, no accordion script to download. Opening
 * one closes the others (the `name` attribute does this too, but not on older Android browsers).
 */
export function FaqSection() {
  const t = useT();
  const contact = useSiteContact();
  const list = useRef<HTMLDivElement>(null);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    list.current?.querySelectorAll('details[open]').forEach((other) => {
      if (other !== opened) other.removeAttribute('open');
    });
  };
  return (
    <Section id="faq" title={t('home.faq.title')} intro={t('home.faq.intro')} muted>
      <Box ref={list} maxW="3xl" mx="auto" borderWidth="1px" borderRadius="xl" bg="bg.panel" overflow="hidden">
        {FAQ_ITEMS.map((item, i) => (
          <chakra.details key={item.question} name="faq" onToggle={onToggle} borderTopWidth={i ? '1px' : '0'} css={{ '&[open] .chevron': { transform: 'rotate(180deg)' } }}>
            <chakra.summary
              display="flex"
              alignItems="center"
              gap="3"
              px="5"
              py="4"
              fontWeight="semibold"
              cursor="pointer"
              listStyle="none"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              <Text as="span" flex="1">
                {t(item.question)}
              </Text>
              <Box className="chevron" color="fg.muted" transition="transform 150ms" flexShrink="0">
                <ChevronDown size={18} aria-hidden="true" />
              </Box>
            </chakra.summary>
            <Text px="5" pb="5" color="fg.muted">
              {t(item.answer)}
            </Text>
          </chakra.details>
        ))}
      </Box>
      <Stack mt="8" align="center" gap="4">
        <Text color="fg.muted">{t('home.faq.more')}</Text>
        {contact ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild variant="outline">
              <a href={mailtoHref(contact.email, t('home.faq.subject'))}>
                <Mail aria-hidden="true" /> {t('home.faq.email')}
              </a>
            </Button>
            <Button asChild colorPalette="brand">
              <a href={whatsappHref(contact.whatsappNumber)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" /> {t('home.faq.whatsapp')}
              </a>
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}
