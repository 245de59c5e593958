import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * The article's illustration at a fixed 16:9 box (no layout shift), lazy below the fold. A missing file
 * leaves the gradient behind it rather than a broken-image icon.
 */
export function NewsImage({ src, eager = false }: { src: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box aspectRatio={16 / 9} bgGradient="to-br" gradientFrom="brand.muted" gradientTo="blue.100" overflow="hidden">
      {failed || !src ? null : (
        <chakra.img
          src={src}
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
