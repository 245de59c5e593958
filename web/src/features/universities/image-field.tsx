import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { UniversityImage } from '@contract';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, imageSrcSet, imageUrl } from '@contract/university-images';
import { LabelledField } from '../../components/labelled-field';
import { serverFieldErrors, serverMessage } from '../../lib/form-errors';
import { useUploadUniversityImage } from './api/universities';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The university's logo or cover (docs/PRODUCT.md §3.15.1): a chosen file is uploaded at once (the server checks
 * it and makes its WebP copies) and shown; saving the form then attaches it. "Remove image" goes back to the banner.
 */
export function ImageField({ picture, error, onChange }: { picture: UniversityImage | null; error?: string | undefined; onChange: (picture: UniversityImage | null) => void }) {
  const upload = useUploadUniversityImage();
  const [problem, setProblem] = useState('');

  const choose = (file: File | undefined) => {
    setProblem('');
    upload.reset();
    if (!file) return;
    // The server decides by the bytes; these two catch the common mistakes before a slow upload.
    if (file.type && !TYPES.includes(file.type)) return setProblem(IMAGE_TYPE_MESSAGE);
    if (file.size > IMAGE_MAX_BYTES) return setProblem(IMAGE_TOO_LARGE_MESSAGE);
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (e) => setProblem(serverFieldErrors(e).image ?? serverMessage(e, 'Uploading needs a connection to Mission Control. Try again when online.')),
    });
  };

  return (
    <Box>
      <LabelledField label="Image" error={problem || error} hint="A logo or campus photo: JPEG, PNG or WebP, up to 5 MB. Visitors get a WebP copy sized to their screen.">
        <Input
          name="imageKey"
          type="file"
          size="lg"
          py="2"
          accept={TYPES.join(',')}
          onChange={(e) => {
            choose(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
      </LabelledField>
      <Text role="status" fontSize="sm" mt="1">
        {upload.isPending ? 'Uploading the image...' : upload.isSuccess ? 'Image uploaded: save the university to show it.' : ''}
      </Text>
      {picture && (
        <Flex gap="3" mt="2" align="center" wrap="wrap">
          <chakra.img
            src={imageUrl(picture.key, Math.min(320, picture.width))}
            srcSet={imageSrcSet(picture)}
            sizes="240px"
            width={picture.width}
            height={picture.height}
            alt="The university's image"
            w="60"
            h="auto"
            borderRadius="md"
            borderWidth="1px"
          />
          <Button type="button" variant="outline" onClick={() => onChange(null)}>
            Remove image
          </Button>
        </Flex>
      )}
    </Box>
  );
}
