import { AspectRatio, Box, chakra, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { FEATURED_VIDEO } from '../content/home';
import { useT } from '../../../i18n/i18n';

/**
 * A click-to-load facade: a local poster and a play button. The third-party player (hundreds of kB and its
 * cookies) is requested only when the visitor taps play. It is a link to the video's own page, which the app
 * upgrades to the player in place: without JavaScript the tap opens the video on YouTube; before the app has
 * hydrated, web/public/app-start.js holds the tap (data-app-tap) and replays it once the app runs.
 */
export function VideoFacade() {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  return (
    <AspectRatio ratio={16 / 9} width="full" borderRadius="xl" overflow="hidden" boxShadow="xl">
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
          href={FEATURED_VIDEO.watchUrl}
          data-app-tap=""
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
