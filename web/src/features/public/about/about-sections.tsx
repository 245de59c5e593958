import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eye, MapPin, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { POLICIES, SERVICES, TEAM, TESTIMONIALS } from '../content/about';
import { InitialsAvatar } from '../shared/people';
import { Section } from '../shared/section';
import { StepIcon } from '../shared/step-icon';
import { useT } from '../../../i18n/i18n';

export function AboutStory() {
  const t = useT();
  return (
    <Section id="story" title={t('about.story.title')}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <Stack gap="4" color="fg.muted" fontSize="lg">
          <Text>
            {t('about.story.p1')}
          </Text>
          <Text>
            {t('about.story.p2')}
          </Text>
          <Text>
            {t('about.story.p3')}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Purpose icon={<Target aria-hidden="true" />} title={t('about.mission.title')}>
            {t('about.mission.text')}
          </Purpose>
          <Purpose icon={<Eye aria-hidden="true" />} title={t('about.vision.title')}>
            {t('about.vision.text')}
          </Purpose>
        </SimpleGrid>
      </SimpleGrid>
    </Section>
  );
}

function Purpose({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box p="6" borderRadius="xl" bg="brand.subtle">
      <Box color="brand.fg">{icon}</Box>
      <Heading as="h3" size="lg" mt="3">
        {title}
      </Heading>
      <Text mt="2">{children}</Text>
    </Box>
  );
}

export function ServicesSection() {
  const t = useT();
  return (
    <Section id="services" title={t('about.services.title')} intro={t('about.services.intro')} muted>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {SERVICES.map((service) => (
          <Box as="li" key={service.title} p="6" borderRadius="xl" bg="bg.panel" borderWidth="1px">
            <Box boxSize="12" borderRadius="lg" bg="brand.subtle" color="brand.fg" display="flex" alignItems="center" justifyContent="center">
              <StepIcon name={service.icon} />
            </Box>
            <Heading as="h3" size="md" mt="4">
              {t(service.title)}
            </Heading>
            <Text mt="2" color="fg.muted">
              {t(service.text)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TeamSection() {
  const t = useT();
  return (
    <Section id="team" title={t('about.team.heading')} intro={t('about.team.intro')}>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 3 }} gap="5">
        {TEAM.map((member) => (
          <Stack as="li" key={member.name} gap="4" p="6" borderRadius="xl" borderWidth="1px" bg="bg.panel">
            <HStack gap="4">
              <InitialsAvatar name={member.name} size="16" />
              <Box>
                <Heading as="h3" size="md">
                  {member.name}
                </Heading>
                <Text color="brand.fg" fontWeight="medium" fontSize="sm">
                  {t(member.title)}
                </Text>
                <HStack gap="1" color="fg.muted" fontSize="sm">
                  <MapPin size={14} aria-hidden="true" />
                  {t(member.location)}
                </HStack>
              </Box>
            </HStack>
            <Text color="fg.muted">{t(member.bio)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TestimonialsSection() {
  const t = useT();
  return (
    <Section id="testimonials" title={t('about.testimonials.title')} muted>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2, xl: 4 }} gap="5">
        {TESTIMONIALS.map((item) => (
          <Stack as="li" key={item.name} gap="4" p="6" borderRadius="xl" bg="bg.panel" borderWidth="1px">
            <Text as="blockquote" flex="1">
              “{t(item.quote)}”
            </Text>
            <Box fontSize="sm">
              <Text fontWeight="semibold">
                <span role="img" aria-label={t(item.country)}>
                  {item.flag}
                </span>{' '}
                {item.name}
              </Text>
              <Text color="fg.muted">{item.field}</Text>
            </Box>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function PoliciesSection() {
  const t = useT();
  return (
    <Section id="policies" title={t('about.policies.title')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        {POLICIES.map((policy) => (
          <Box key={policy.id} id={policy.id} scrollMarginTop="24">
            <Heading as="h3" size="md">
              {t(policy.title)}
            </Heading>
            <Text mt="2" color="fg.muted" fontSize="sm">
              {t(policy.text)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
