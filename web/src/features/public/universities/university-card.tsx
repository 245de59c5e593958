import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Award, MapPin } from 'lucide-react';
import type { University } from '@contract';
import { belowTheFold } from '../../../lib/below-the-fold';
import { UniversityCover } from './university-cover';
import { SpecialtyBadges, UniversityFigures } from './university-facts';

/**
 * A partner card. Its name is a plain link to the university's page (it works before the app has started) whose
 * hit area covers the card. Its top is the uploaded picture (the smallest copy that fills it), else a banner drawn with
 * CSS from the name: no image to download on metered data.
 */
export function UniversityCard({ university }: { university: University }) {
  return (
    <Stack
      as="article"
      aria-labelledby={`uni-${university.id}`}
      position="relative"
      gap="0"
      borderRadius="xl"
      borderWidth="1px"
      bg="bg.panel"
      overflow="hidden"
      height="full"
      {...belowTheFold('520px')}
    >
      <UniversityCover university={university} />
      <Stack gap="3" p="5" flex="1">
        <Heading as="h2" size="md" id={`uni-${university.id}`}>
          {/* The whole card is the link's hit area; the link's name is the university's. */}
          <ChakraLink
            asChild
            color="fg"
            _after={{ content: '""', position: 'absolute', inset: 0 }}
            _focusVisible={{ outline: 'none', _after: { outline: '3px solid', outlineColor: 'brand.focusRing', borderRadius: 'xl' } }}
          >
            <Link to="/universities/$id" params={{ id: String(university.id) }}>
              {university.name}
            </Link>
          </ChakraLink>
        </Heading>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="1.5">
            <MapPin size={14} aria-hidden="true" />
            {university.location}
          </HStack>
          <HStack gap="1.5">
            <Award size={14} aria-hidden="true" />
            {university.ranking}
          </HStack>
        </Stack>
        <Text fontSize="sm" lineClamp={3}>
          {university.description}
        </Text>
        <SpecialtyBadges specialties={university.specialties} />
        <UniversityFigures university={university} mt="auto" pt="3" />
      </Stack>
    </Stack>
  );
}
