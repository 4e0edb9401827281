import { useSyncExternalStore } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { getRetryStatus, subscribeRetryStatus } from '@/api/retryStatus';

/**
 * Says, in a polite live region, that a request failed and is being retried, while the API module's
 * backoff runs. The region is always mounted so screen readers announce the change.
 */
export function RetryNotice() {
  const status = useSyncExternalStore(subscribeRetryStatus, getRetryStatus);
  const { attempt, of } = status;
  return (
    <div role="status" aria-live="polite">
      {status.waiting > 0 ? (
        <Group gap="xs" mb="sm" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            <Trans>
              Retrying… the service did not answer yet (retry {attempt} of {of}).
            </Trans>
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
