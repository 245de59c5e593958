import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { imageSrcSet, imageUrl, uploadedImageOf } from '@contract/university-images';

/**
 * The article's illustration at a fixed 16:9 box (no layout shift), lazy below the fold. A missing file
 * leaves the gradient behind it rather than a broken-image icon. An uploaded cover comes as the smallest of its WebP
 * copies that fills the box (`sizes`: the box's width on the page).
 */
export function NewsImage({ src, sizes, eager = false }: { src: string; sizes: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const uploaded = uploadedImageOf(src);
  return (
    <Box aspectRatio={16 / 9} bgGradient="to-br" gradientFrom="brand.muted" gradientTo="blue.100" overflow="hidden">
      {failed || !src ? null : (
        <chakra.img
          src={uploaded ? imageUrl(uploaded.key, Math.min(640, uploaded.width)) : src}
          srcSet={uploaded ? imageSrcSet(uploaded) : undefined}
          sizes={uploaded ? sizes : undefined}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          display="block"
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFailed(true)}
        />
      )}
    </Box>
  );
}
