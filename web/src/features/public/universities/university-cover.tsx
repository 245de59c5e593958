import { Box, chakra } from '@chakra-ui/react';
import type { University } from '@contract';
import { CARD_IMAGE_SIZES, imageSrcSet, imageUrl, PAGE_IMAGE_SIZES, variantWidths } from '@contract/university-images';
import { UniversityBanner } from './university-banner';

/**
 * The top of a university's card or page (docs/PRODUCT.md §3.15.1): its uploaded picture as WebP, the browser taking
 * the smallest copy that fills the box (`srcset` + `sizes`), in a box of fixed proportions with the image's own width
 * and height so nothing moves as it loads; without a picture, the CSS banner (no download at all).
 */
export function UniversityCover({ university, page = false }: { university: Pick<University, 'name' | 'type' | 'picture'>; page?: boolean }) {
  const { picture } = university;
  if (!picture) return <UniversityBanner university={university} tall={page} />;
  const widths = variantWidths(picture.width);
  return (
    <Box aspectRatio={page ? { base: '16 / 9', md: '3 / 1' } : '16 / 9'} bg="bg.muted" overflow="hidden">
      <chakra.img
        src={imageUrl(picture.key, widths[Math.min(1, widths.length - 1)]!)}
        srcSet={imageSrcSet(picture)}
        sizes={page ? PAGE_IMAGE_SIZES : CARD_IMAGE_SIZES}
        width={picture.width}
        height={picture.height}
        // The name is the heading's (and the card's link): the picture adds nothing a screen reader needs.
        alt=""
        loading={page ? 'eager' : 'lazy'}
        fetchPriority={page ? 'high' : 'auto'}
        decoding="async"
        w="full"
        h="full"
        objectFit="cover"
      />
    </Box>
  );
}
