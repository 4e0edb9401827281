import { Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AnchorLink } from '@/components/links';
import type { SearchPageSearch } from './searchParams';

/** Search terms, not words of the UI: the catalog's own prefixes and words. */
const EXAMPLES = ['TSH', 'header', 'FPC', '2.54 mm'] as const;

/** Example searches as real links (they keep the chosen count and mode), plus the way to browse instead. */
export function SearchSuggestions({ search }: { search: SearchPageSearch }) {
  const examples = EXAMPLES.map((q) => (
    <AnchorLink key={q} to="/search" search={{ ...search, q }} size="sm">
      {q}
    </AnchorLink>
  ));
  // One sentence, so a language can reorder it; the group's gap spaces its parts.
  return (
    <Group gap="xs" justify="center">
      <Trans>
        <Text size="sm" c="dimmed">
          Try
        </Text>{' '}
        {examples}{' '}
        <Text size="sm" c="dimmed">
          or
        </Text>{' '}
        <AnchorLink to="/parts" size="sm">
          browse the whole catalog
        </AnchorLink>
      </Trans>
    </Group>
  );
}
