import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Globe, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { mailtoHref, mapHref, officeAddress, telHref, useSiteContact } from '../../../lib/site-contact';
import { Section } from '../shared/section';
import { useT, type MessageId } from '../../../i18n/i18n';

type Card = { title: MessageId; value: string; href: string; Icon: LucideIcon; external?: boolean };

/** Map, phone, e-mail and website: the first three as the organisation's Settings hold them, the site's public address. */
export function ContactCards() {
  const t = useT();
  const contact = useSiteContact();
  const cards: Card[] = [
    { title: 'about.contact.visit', value: officeAddress(contact), href: mapHref(officeAddress(contact)), Icon: MapPin, external: true },
    ...(contact
      ? [
          { title: 'about.contact.call' as const, value: contact.phone, href: telHref(contact.phone), Icon: Phone },
          { title: 'about.contact.email' as const, value: contact.email, href: mailtoHref(contact.email), Icon: Mail },
          { title: 'about.contact.website' as const, value: contact.website.replace(/^https?:\/\//, ''), href: `${contact.website}/`, Icon: Globe },
        ]
      : []),
  ];
  return (
    <Section id="contact" title={t('about.contact.title')} intro={t('about.contact.intro')}>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {cards.map(({ title, value, href, Icon, external }) => (
          <Box as="li" key={title} p="6" borderRadius="xl" borderWidth="1px" bg="bg.panel">
            <Box color="brand.fg">
              <Icon size={24} aria-hidden="true" />
            </Box>
            <Heading as="h3" size="md" mt="3">
              {t(title)}
            </Heading>
            <Text mt="1" fontSize={{ base: 'md', lg: 'sm' }} overflowWrap="anywhere">
              <Link
                href={href}
                color="brand.fg"
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {value}
              </Link>
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
