import { Group, Text } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import type { SearchPageSearch } from './searchParams';

const EXAMPLES = ['TSH', 'header', 'FPC', '2.54 mm'] as const;

/** Example searches as real links (they keep the chosen count and mode), plus the way to browse instead. */
export function SearchSuggestions({ search }: { search: SearchPageSearch }) {
  return (
    <Group gap="xs" justify="center">
      <Text size="sm" c="dimmed">
        Try
      </Text>
      {EXAMPLES.map((q) => (
        <AnchorLink key={q} to="/search" search={{ ...search, q }} size="sm">
          {q}
        </AnchorLink>
      ))}
      <Text size="sm" c="dimmed">
        or
      </Text>
      <AnchorLink to="/parts" size="sm">
        browse the whole catalog
      </AnchorLink>
    </Group>
  );
}
