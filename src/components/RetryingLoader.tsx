import { useEffect, useState } from 'react';
import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { onApiRetry, recentApiRetry, type ApiRetryNotice } from '@/api/http';

/**
 * "Loading…" that says when the service failed and the portal is trying again, so a slow retry never
 * looks like a hang. A retry that began just before it appeared is reported too.
 */
export function RetryingLoader({ label = 'Loading…' }: { label?: string }) {
  const [notice, setNotice] = useState<ApiRetryNotice | null>(() => recentApiRetry(2_000));
  useEffect(() => onApiRetry(setNotice), []);
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack gap={4} align="center">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">{label}</Text>
        </Group>
        {notice ? (
          <Text size="sm" c="dimmed" ta="center" maw={420}>
            The service did not answer properly, so the portal is trying again (attempt {notice.retry + 1} of{' '}
            {notice.of + 1}).
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
