import { Button, type ButtonProps } from '@chakra-ui/react';
import { Tooltip } from '../tooltip';

/**
 * An action whose screen arrives in a later issue: it stays focusable and named, reads as disabled, does
 * nothing, and says "Coming soon" on hover or focus.
 */
export function SoonButton({ children, ...props }: Omit<ButtonProps, 'onClick' | 'disabled'>) {
  return (
    <Tooltip content="Coming soon">
      <Button aria-disabled="true" onClick={(e) => e.preventDefault()} {...props}>
        {children}
      </Button>
    </Tooltip>
  );
}
