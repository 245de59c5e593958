import { chakra } from '@chakra-ui/react';
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';

/**
 * docs/PRODUCT.md §4.3: a tooltip opens 700 ms after the pointer rests on (or the keyboard focuses) its trigger, and
 * for 300 ms after one closes the next opens at once (the skip-delay window).
 *
 * Hand-made rather than Chakra's Tooltip: that one brings zag's machine and floating-ui, about 12 kB of gzipped
 * JS that every public page would download for a few hints. These hints sit at fixed places (header, floating
 * button), so a CSS placement is enough. Touch input shows no tooltip: the trigger's own label is what counts.
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page.
let lastClosedAt = Number.NEGATIVE_INFINITY;
const inSkipWindow = () => performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;

type Placement = 'top' | 'bottom' | 'left' | 'right';

const PLACEMENT = {
  bottom: { top: 'calc(100% + 8px)', left: '50%', transform: 'translateX(-50%)' },
  top: { bottom: 'calc(100% + 8px)', left: '50%', transform: 'translateX(-50%)' },
  left: { right: 'calc(100% + 8px)', top: '50%', transform: 'translateY(-50%)' },
  right: { left: 'calc(100% + 8px)', top: '50%', transform: 'translateY(-50%)' },
} as const;

/** A hint for a trigger (a button or a link) that already has its own accessible name. */
export function Tooltip({
  content,
  children,
  placement = 'bottom',
}: {
  content: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: Placement;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        isOpen.current = true;
        setOpen(true);
      },
      inSkipWindow() ? 0 : TOOLTIP_OPEN_DELAY_MS,
    );
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (isOpen.current) lastClosedAt = performance.now();
    isOpen.current = false;
    setOpen(false);
  };

  return (
    <chakra.span
      position="relative"
      display="inline-flex"
      onPointerEnter={(e) => e.pointerType !== 'touch' && show()}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(e) => e.target.matches(':focus-visible') && show()}
      onBlur={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <chakra.span
          role="tooltip"
          id={id}
          position="absolute"
          zIndex="tooltip"
          pointerEvents="none"
          whiteSpace="nowrap"
          px="2.5"
          py="1"
          borderRadius="md"
          fontSize="xs"
          fontWeight="medium"
          bg="gray.900"
          color="white"
          boxShadow="md"
          css={PLACEMENT[placement]}
        >
          {content}
        </chakra.span>
      ) : null}
    </chakra.span>
  );
}
