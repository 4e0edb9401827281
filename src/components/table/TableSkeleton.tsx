import { Group, Skeleton, Stack, Text } from '@mantine/core';

/**
 * A table's frame while its first rows are on their way: the toolbar's line and a few row bars, so the
 * page's heading and filters paint at once and the table takes their place below them. Screen readers
 * hear `label` (a status) instead of the bars.
 */
export function TableSkeleton({ label, rows = 8 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs">
      <Group justify="flex-end" gap="xs" aria-hidden>
        <Skeleton height={28} width={220} radius="sm" />
      </Group>
      <Stack gap={6} aria-hidden>
        <Skeleton height={34} radius="sm" />
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={26} radius="sm" opacity={0.7} />
        ))}
      </Stack>
      <Text className="visually-hidden" role="status">
        {label}
      </Text>
    </Stack>
  );
}
