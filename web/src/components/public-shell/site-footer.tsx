import { Box, chakra, Container, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { belowTheFold } from '../../lib/below-the-fold';
import { mailtoHref, mapHref, officeAddress, telHref, useSiteContact, whatsappHref } from '../../lib/site-contact';
import { BrandMark } from './brand-mark';
import { BRAND, FOUNDED_YEAR, NAV_LINKS, TAGLINE } from './nav-links';
import { SocialIcon } from './social-icon';
import { SOCIAL_LINKS } from './social-links';
import { useT, type MessageId } from '../../i18n/i18n';
import { LanguageList } from './language-switcher';

const SERVICES: MessageId[] = [
  'service.selection',
  'service.application',
  'service.visa',
  'service.scholarship',
  'service.predeparture',
  'service.postarrival',
];

// The policies are short sections of the About page: they have no route of their own (docs/PRODUCT.md §2.1).
const LEGAL_LINKS: { hash: string; label: MessageId }[] = [
  { hash: 'privacy', label: 'footer.privacy' },
  { hash: 'terms', label: 'footer.terms' },
  { hash: 'cookies', label: 'footer.cookies' },
];

const FooterLink = chakra(Link);

/**
 * Every footer link is a tap target of its own: 32 px tall on phones and 24 px from the tablet up, never the 16–19
 * px of its line of text (WCAG 2.2 2.5.8).
 */
const tapSize = { display: 'inline-flex', alignItems: 'center', minH: { base: '8', md: '6' } } as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" size="sm" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function SiteFooter({ inert }: { inert?: boolean }) {
  const t = useT();
  const contact = useSiteContact();
  return (
    // Below the last links, room for the floating WhatsApp button (56 px, 16 or 24 px from the edge): it covers none of them.
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" pt="12" pb={{ base: '24', md: '28' }} inert={inert} {...belowTheFold('1400px')}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="4">
            <HStack gap="3">
              <BrandMark size={36} />
              <Text fontWeight="bold" fontSize="lg">
                {BRAND}
              </Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              {t('footer.about', { tagline: t(TAGLINE) })}
            </Text>
            <HStack as="ul" gap="2" listStyle="none">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.name}>
                  <ChakraLink
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { brand: BRAND, network: s.name })}
                    display="inline-flex"
                    p="2.5"
                    borderRadius="full"
                    borderWidth="1px"
                    color="fg.muted"
                    _hover={{ color: 'brand.fg', borderColor: 'brand.border' }}
                  >
                    <SocialIcon name={s.name} />
                  </ChakraLink>
                </li>
              ))}
            </HStack>
          </Stack>

          <Column title={t('footer.quickLinks')}>
            <Stack as="ul" gap="1" listStyle="none">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to} {...tapSize} color="fg.muted" _hover={{ color: 'brand.fg' }}>
                    {t(link.label)}
                  </FooterLink>
                </li>
              ))}
              <li>
                <FooterLink to="/student-portal" {...tapSize} color="fg.muted" _hover={{ color: 'brand.fg' }}>
                  {t('nav.studentPortal')}
                </FooterLink>
              </li>
            </Stack>
          </Column>

          <Column title={t('footer.services')}>
            <Stack as="ul" gap="2" listStyle="none" color="fg.muted">
              {SERVICES.map((service) => (
                <li key={service}>{t(service)}</li>
              ))}
            </Stack>
          </Column>

          <Column title={t('footer.contact')}>
            <Stack as="ul" gap="2" listStyle="none" color="fg.muted" fontSize="sm">
              <ContactItem icon={<MapPin size={18} />}>
                <ChakraLink href={mapHref(officeAddress(contact))} target="_blank" rel="noopener noreferrer" color="inherit" {...tapSize}>
                  {officeAddress(contact)}
                </ChakraLink>
              </ContactItem>
              {contact ? (
                <>
                  <ContactItem icon={<Phone size={18} />}>
                    <ChakraLink href={telHref(contact.phone)} color="inherit" {...tapSize}>
                      {contact.phone}
                    </ChakraLink>
                  </ContactItem>
                  <ContactItem icon={<Mail size={18} />}>
                    <ChakraLink href={mailtoHref(contact.email)} color="inherit" wordBreak="break-all" {...tapSize}>
                      {contact.email}
                    </ChakraLink>
                  </ContactItem>
                  <ContactItem icon={<MessageCircle size={18} />}>
                    <ChakraLink href={whatsappHref(contact.whatsappNumber)} target="_blank" rel="noopener noreferrer" color="inherit" {...tapSize}>
                      {t('footer.whatsapp')}
                    </ChakraLink>
                  </ContactItem>
                </>
              ) : null}
            </Stack>
          </Column>
        </SimpleGrid>

        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="4"
          mt="12"
          pt="6"
          borderTopWidth="1px"
          fontSize="sm"
          color="fg.muted"
        >
          <Text>
            {t('footer.copyright', { year: String(new Date().getFullYear()), brand: BRAND, founded: String(FOUNDED_YEAR) })}
          </Text>
          <LanguageList />
          <HStack as="ul" gap="5" listStyle="none" flexWrap="wrap">
            {LEGAL_LINKS.map((link) => (
              <li key={link.hash}>
                <FooterLink to="/about" hash={link.hash} {...tapSize} color="fg.muted" _hover={{ color: 'brand.fg' }}>
                  {t(link.label)}
                </FooterLink>
              </li>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

function ContactItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="flex-start">
      <Box flexShrink="0" mt="0.5" color="brand.fg">
        {icon}
      </Box>
      <Box>{children}</Box>
    </HStack>
  );
}
