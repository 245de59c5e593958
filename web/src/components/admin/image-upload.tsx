import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UniversityImage } from '@contract';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_UPLOAD_URL, imageSrcSet, imageUrl } from '@contract/university-images';
import { apiUpload } from '../../lib/api-client';
import { serverFieldErrors, serverMessage } from '../../lib/form-errors';
import { LabelledField } from '../labelled-field';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Props = {
  /** The field the form's errors name (its input is focused when it has one). */
  name: string;
  label: string;
  hint: string;
  /** What the status line says once the file is stored: what saves it to the record. */
  uploaded: string;
  /** The image attached now, shown with "Remove image"; null: none, or shown elsewhere (the article's preview). */
  picture: UniversityImage | null;
  /** The shown image's text alternative. */
  alt?: string;
  error?: string | undefined;
  onChange: (picture: UniversityImage | null) => void;
};

/**
 * An uploaded image (docs/PRODUCT.md §3.15.1): a university's logo or cover, an article's cover. A chosen file is
 * uploaded at once (the server checks it and makes its WebP copies) and shown; saving the form then attaches it.
 */
export function ImageUpload({ name, label, hint, uploaded, picture, alt = '', error, onChange }: Props) {
  const upload = useMutation({ mutationFn: (file: File) => apiUpload<UniversityImage>(IMAGE_UPLOAD_URL, file) });
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
      <LabelledField label={label} error={problem || error} hint={hint}>
        <Input
          name={name}
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
        {upload.isPending ? 'Uploading the image...' : upload.isSuccess ? uploaded : ''}
      </Text>
      {picture && (
        <Flex gap="3" mt="2" align="center" wrap="wrap">
          <chakra.img
            src={imageUrl(picture.key, Math.min(320, picture.width))}
            srcSet={imageSrcSet(picture)}
            sizes="240px"
            width={picture.width}
            height={picture.height}
            alt={alt}
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
