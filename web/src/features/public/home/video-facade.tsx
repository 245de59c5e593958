import { AspectRatio, Box, chakra, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { FEATURED_VIDEO } from '../content/home';
import { useSearch } from '@tanstack/react-router';
import { languagePath } from '@contract/language-paths';
import { useLanguage, useT } from '../../../i18n/i18n';

/**
 * A click-to-load facade: a local poster and a play button. The third-party player (hundreds of kB and its
 * cookies) is requested only when the visitor taps play. It is a link to this page with the player in place
 * (`?video=play#video`, rendered so by the server), which the app upgrades to the player without a reload: a tap
 * before the app has started (or without JavaScript) loads that page, about 30 kB, instead of waiting for the app's
 * 200 kB (issue 27 item 1).
 */
export function VideoFacade() {
  const t = useT();
  const language = useLanguage();
  const asked = useSearch({ strict: false }).video === 'play';
  const [playing, setPlaying] = useState(asked);
  return (
    <AspectRatio id="video" ratio={16 / 9} width="full" borderRadius="xl" overflow="hidden" boxShadow="xl" scrollMarginTop="20">
      {playing ? (
        <chakra.iframe
          src={FEATURED_VIDEO.embedUrl}
          title={t(FEATURED_VIDEO.title)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          border="0"
        />
      ) : (
        <chakra.a
          href={`${languagePath(language, '/')}?video=play#video`}
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
          aria-label={t('home.video.play', { title: t(FEATURED_VIDEO.title), duration: FEATURED_VIDEO.duration })}
          cursor="pointer"
          bgGradient="to-br"
          gradientFrom="#0f766e"
          gradientTo="#1e3a8a"
          color="white"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="4"
          p="6"
          textAlign="center"
          _focusVisible={{ outline: '3px solid', outlineColor: 'orange.300', outlineOffset: '-6px' }}
          css={{ '&:hover .play': { transform: 'scale(1.08)' } }}
        >
          <Box
            className="play"
            boxSize="16"
            flexShrink="0"
            borderRadius="full"
            bg="white"
            color="#0f766e"
            display="flex"
            alignItems="center"
            justifyContent="center"
            transition="transform 150ms"
          >
            <Play size={28} fill="currentColor" aria-hidden="true" />
          </Box>
          <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} maxW="sm">
            {t(FEATURED_VIDEO.title)}
          </Text>
          <Text fontSize="sm" opacity={0.9}>
            {t('home.video.note', { duration: FEATURED_VIDEO.duration })}
          </Text>
        </chakra.a>
      )}
    </AspectRatio>
  );
}
