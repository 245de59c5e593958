import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import type { PortalMentor } from '@contract/mentors';
import { usePortalMentors } from './api/portal-mentors';
import { useT } from '../../i18n/i18n';

function MentorCard({ mentor }: { mentor: PortalMentor }) {
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p={4}>
      <Heading as="h3" size="md">
        {mentor.name}
      </Heading>
      <Text mt={1} fontSize="sm" color="fg.muted">
        {mentor.field} at {mentor.university} · from {mentor.country}
      </Text>
      <Text mt={1} fontSize="sm">
        Speaks {mentor.languages.join(', ')}
      </Text>
      <Text mt={2}>{mentor.bio}</Text>
      <Button asChild mt={3} colorPalette="brand" size="lg" maxW="full" h="auto" minH="11" py="2" whiteSpace="normal" textAlign="start">
        <a href={mentor.whatsappUrl} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" /> Chat with {mentor.name.split(' ')[0]} on WhatsApp
        </a>
      </Button>
    </Box>
  );
}

/** The student's mentors: alumni who studied here, with a WhatsApp link, once staff matched them. */
export function MentorsSection() {
  const t = useT();
  const query = usePortalMentors();
  if (query.isPending) return <Text color="fg.muted">{t('portal.loadingYourMentor')}</Text>;
  if (query.isError || !query.data) return <Text color="fg.muted">{t('portal.yourMentorIsShown')}</Text>;
  if (query.data.length === 0) {
    return <Text color="fg.muted">{t('portal.noMentorYetYour')}</Text>;
  }
  return (
    <Stack as="ul" gap={3} listStyleType="none" aria-label={t('portal.yourMentors')}>
      {query.data.map((mentor) => (
        <MentorCard key={mentor.whatsappUrl + mentor.name} mentor={mentor} />
      ))}
    </Stack>
  );
}
