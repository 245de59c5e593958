import { Badge, Flex, List, Text } from '@chakra-ui/react';
import { moreLabel, takeFirst } from '../../lib/format';

/** Tags as badges: the first 3 and '+N more' (docs/PRODUCT.md §3.4). */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { shown, rest } = takeFirst(tags);
  if (tags.length === 0) return null;
  return (
    <Flex gap="1.5" wrap="wrap" aria-label="Tags" role="list">
      {shown.map((tag) => (
        <Badge key={tag} role="listitem" variant="outline" size="sm">
          {tag}
        </Badge>
      ))}
      {rest > 0 && (
        <Text as="span" role="listitem" fontSize="xs" color="fg.muted">
          {moreLabel(rest)}
        </Text>
      )}
    </Flex>
  );
}

/** Requirements as a list: the first 3 and '+N more requirements' (docs/PRODUCT.md §3.7). */
export function RequirementList({ requirements }: { requirements: readonly string[] }) {
  const { shown, rest } = takeFirst(requirements);
  if (requirements.length === 0) return null;
  return (
    <List.Root fontSize="sm" gap="0.5" ps="4" aria-label="Requirements">
      {shown.map((r) => (
        <List.Item key={r}>{r}</List.Item>
      ))}
      {rest > 0 && (
        <List.Item listStyleType="none" color="fg.muted" ms="-4">
          {moreLabel(rest, 'requirements')}
        </List.Item>
      )}
    </List.Root>
  );
}
