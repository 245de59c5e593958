import { Box, HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useT } from '../../../i18n/i18n';

/** 'Ayaan Warsame' -> 'AW': avatars drawn from initials, no photo download. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function InitialsAvatar({ name, size = '12' }: { name: string; size?: string }) {
  return (
    <Box
      aria-hidden="true"
      flexShrink="0"
      boxSize={size}
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
    >
      {initialsOf(name)}
    </Box>
  );
}

/** Ratings are 5 stars (docs/PRODUCT.md §2.2); the count is read out once, the stars themselves are decoration. */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const t = useT();
  return (
    <HStack gap="0.5" role="img" aria-label={t('shared.rated', { rating, outOf })} color="orange.400">
      {Array.from({ length: outOf }, (_, i) => (
        <Star key={i} size={16} fill={i < rating ? 'currentColor' : 'none'} aria-hidden="true" />
      ))}
    </HStack>
  );
}
