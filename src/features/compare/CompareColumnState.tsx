import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { describeApiError } from '@/api/errors';
import type { Part } from '@/model/schemas';
import { OpenSettingsButton } from '@/components/OpenSettingsButton';
import { WaitSpinner } from '@/components/WaitSpinner';

/**
 * What a compared part's column says when it has no data to show; null when it has. The part number
 * comes from the address and the error's words from the service: plain `t` strings, never parsed for
 * markup as <Trans> does.
 */
export function CompareColumnState({ part, query }: { part: string; query: UseQueryResult<Part | null> }) {
  if (query.isPending) {
    return (
      <Stack gap="xs" align="flex-start" role="status">
        <WaitSpinner size="sm" />
        <Text size="sm">{t`Loading ${part}…`}</Text>
      </Stack>
    );
  }
  if (query.isError) {
    const described = describeApiError(query.error);
    const reason = described.message;
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text fw={600} c="red">
          {described.title}
        </Text>
        <Text size="sm">{t`Could not load ${part}. ${reason}`}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
          {described.action === 'settings' ? <OpenSettingsButton /> : null}
        </Group>
      </Stack>
    );
  }
  if (query.data === null) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>
          <Trans>No data for this part number</Trans>
        </Text>
        <Text size="sm">
          {t`The catalog has nothing for ${part}. Check the part number, or remove it from the comparison.`}
        </Text>
      </Stack>
    );
  }
  return null;
}
