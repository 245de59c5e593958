import { Text } from '@chakra-ui/react';

/** Under a form's fields: why its save failed when the server named no field (useContractForm's `failure`). */
export function FormFailure({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Text role="alert" color="red.fg">
      {message}
    </Text>
  );
}
