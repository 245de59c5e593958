import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Award, BadgeCheck, CalendarCheck, ShieldCheck, type LucideIcon } from 'lucide-react';
import { COUNTRIES, TRUST_BADGES } from '../content/home';
import { useT } from '../../../i18n/i18n';
import { belowTheFold } from '../../../lib/below-the-fold';

const BADGE_ICONS: LucideIcon[] = [ShieldCheck, BadgeCheck, Award, CalendarCheck];

/** Trust badges and the countries our students come from. */
export function TrustSection() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="trust-title" py={{ base: '12', md: '16' }} {...belowTheFold('900px')}>
      <Container maxW="7xl">
        <Heading as="h2" id="trust-title" size={{ base: '2xl', md: '3xl' }} textAlign={{ md: 'center' }}>
          {t('home.trust.heading')}
        </Heading>
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="8">
          {TRUST_BADGES.map((badge, i) => {
            const Icon = BADGE_ICONS[i] ?? ShieldCheck;
            return (
              <HStack as="li" key={badge.title} align="flex-start" gap="3" p="5" borderWidth="1px" borderRadius="xl" bg="bg.panel">
                <Box color="brand.fg" flexShrink="0">
                  <Icon size={28} aria-hidden="true" />
                </Box>
                <Box>
                  <Text fontWeight="semibold">{t(badge.title)}</Text>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {t(badge.text)}
                  </Text>
                </Box>
              </HStack>
            );
          })}
        </SimpleGrid>

        <Stack mt="12" gap="4" align={{ md: 'center' }}>
          <Heading as="h3" size="md" textAlign={{ md: 'center' }}>
            {t('home.trust.countries')}
          </Heading>
          <HStack as="ul" listStyle="none" gap="3" flexWrap="wrap" justify={{ md: 'center' }}>
            {COUNTRIES.map((country) => (
              <HStack as="li" key={country.name} gap="2" px="4" py="2" borderRadius="full" bg="bg.muted" fontWeight="medium">
                <span aria-hidden="true">{country.flag}</span>
                {t(country.name)}
              </HStack>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
