import { Badge, Button, Group, List, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SectionCard } from '@/components/SectionCard';
import { useMutation } from '@tanstack/react-query';
import { testConnection, type ConnectionResult, type ConnectionStatus } from '@/api/connection';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { AREA_LABELS, tokenClaimsNote } from '@/lib/grants';
import { i18n } from '@/lib/i18n';
import { getSettings } from '@/lib/settings';

const STATUS: Record<ConnectionStatus, { label: MessageDescriptor; color: string }> = {
  reachable: { label: msg`Reachable`, color: 'green' },
  refused: { label: msg`Refused`, color: 'red' },
  'not-found': { label: msg`Not found`, color: 'orange' },
  malformed: { label: msg`Malformed`, color: 'orange' },
  failed: { label: msg`Failed`, color: 'red' },
  skipped: { label: msg`Not checked`, color: 'gray' },
};

/** What the saved token lists, beside a refusal (the service decided; this only helps explain it). */
function tokenApps(): string {
  const { token } = getSettings();
  if (!token) return t`No token is saved.`;
  return (
    tokenClaimsNote(token) || t`The saved token names no APIs (it is not a JWT, or carries no apps claim).`
  );
}

function ResultItem({ result }: { result: ConnectionResult }) {
  const status = STATUS[result.status];
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{i18n._(AREA_LABELS[result.area])}</Text>
        {/* Body-coloured text on the tint: Mantine's light-variant text is below 4.5:1 on its own tint. */}
        <Badge color={status.color} c="var(--mantine-color-text)" variant="light" radius="sm" tt="none">
          {i18n._(status.label)}
        </Badge>
        <Text size="sm" c="dimmed" ff="monospace">
          {result.endpoint}
        </Text>
      </Group>
      <Text size="sm">
        {result.detail}
        {result.status === 'refused' ? ` ${tokenApps()}` : ''}
      </Text>
    </List.Item>
  );
}

/**
 * One click checks each API with a harmless read, using the saved settings (src/api/connection.ts).
 * Save changed settings first: the test uses what requests use.
 */
export function ConnectionTest() {
  const test = useMutation({
    mutationKey: ['connection-test'],
    mutationFn: () => testConnection(new AbortController().signal),
  });
  return (
    <SectionCard title={t`Connection test`}>
      <Text size="sm" c="dimmed">
        <Trans>
          Checks each API with a harmless read, using the saved base URL, route prefixes, token and client
          application name.
        </Trans>
      </Text>
      <Group>
        <Button variant="default" onClick={() => test.mutate()} loading={test.isPending}>
          <Trans>Test connection</Trans>
        </Button>
      </Group>
      {test.isError ? <ApiErrorAlert error={test.error} onRetry={() => test.mutate()} /> : null}
      {test.data ? (
        <List aria-label={t`Connection test results`} listStyleType="none" spacing="sm">
          {test.data.map((result) => (
            <ResultItem key={result.area} result={result} />
          ))}
        </List>
      ) : null}
    </SectionCard>
  );
}
