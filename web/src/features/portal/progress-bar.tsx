import { Box } from '@chakra-ui/react';

type ProgressBarProps = { value: number; label: string; colorPalette?: string };

/** A plain progress bar: Chakra's Progress brings a state machine this read-only bar does not need. */
export function ProgressBar({ value, label, colorPalette = 'brand' }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      h={2}
      w="full"
      rounded="full"
      bg="bg.emphasized"
      overflow="hidden"
      colorPalette={colorPalette}
    >
      <Box h="full" w={`${percent}%`} bg="colorPalette.solid" rounded="full" />
    </Box>
  );
}
