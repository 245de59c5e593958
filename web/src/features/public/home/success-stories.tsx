import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SUCCESS_STORIES } from '../content/home';
import { InitialsAvatar, StarRating } from '../shared/people';
import { Section } from '../shared/section';
import { useT } from '../../../i18n/i18n';

export function SuccessStories() {
  const t = useT();
  return (
    <Section id="stories" title={t('home.stories.title')} intro={t('home.stories.intro')}>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 3 }} gap="5">
        {SUCCESS_STORIES.map((story) => (
          <Stack as="li" key={story.id} gap="4" p="6" borderRadius="xl" borderWidth="1px" bg="bg.panel">
            <HStack gap="3">
              <InitialsAvatar name={story.name} />
              <Box>
                <Text fontWeight="semibold">{story.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  <span aria-hidden="true">{story.flag} </span>
                  {t('home.stories.enrolled', { country: t(story.country), year: String(story.year) })}
                </Text>
              </Box>
            </HStack>
            <StarRating rating={story.rating} />
            <Text as="blockquote" color="fg.muted" flex="1">
              “{t(story.quote)}”
            </Text>
            <Box fontSize="sm" pt="4" borderTopWidth="1px">
              <Text fontWeight="medium">{story.program}</Text>
              <Text color="fg.muted">{story.university}</Text>
            </Box>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
