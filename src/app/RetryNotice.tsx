import { useSyncExternalStore } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { getRetryStatus, subscribeRetryStatus } from '@/api/retryStatus';

/**
 * Says, in a polite live region, that a request failed and is being retried, while the API module's
 * backoff runs. The region is always mounted so screen readers announce the change.
 */
export function RetryNotice() {
  const status = useSyncExternalStore(subscribeRetryStatus, getRetryStatus);
  return (
    <div role="status" aria-live="polite">
      {status.waiting > 0 ? (
        <Group gap="xs" mb="sm" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Retrying… the service did not answer yet (retry {status.attempt} of {status.of}).
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
