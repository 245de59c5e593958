import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useTickAtOnce } from '../lib/use-tick-at-once';

type Props = Omit<HTMLChakraProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  /** The stored value. */
  done: boolean;
  /** Saves a tick; a failure puts the box back (the caller says why). */
  save: (done: boolean) => Promise<unknown>;
};

/** A checkbox for a stored done/open that shows the tick at once, while the save and the store catch up. */
export function TickBox({ done, save, ...rest }: Props) {
  const [checked, choose] = useTickAtOnce(done);
  return (
    <chakra.input
      type="checkbox"
      boxSize="5"
      flexShrink={0}
      {...rest}
      checked={checked}
      onChange={(e) => {
        const value = e.currentTarget.checked;
        choose(value, () => save(value));
      }}
    />
  );
}
