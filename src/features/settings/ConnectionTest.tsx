import { Badge, Button, Group, List, Text } from '@mantine/core';
import { SectionCard } from '@/components/SectionCard';
import { useMutation } from '@tanstack/react-query';
import { testConnection, type ConnectionResult, type ConnectionStatus } from '@/api/connection';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { AREA_LABELS, tokenClaimsNote } from '@/lib/grants';
import { getSettings } from '@/lib/settings';

const STATUS: Record<ConnectionStatus, { label: string; color: string }> = {
  reachable: { label: 'Reachable', color: 'green' },
  refused: { label: 'Refused', color: 'red' },
  'not-found': { label: 'Not found', color: 'orange' },
  malformed: { label: 'Malformed', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  skipped: { label: 'Not checked', color: 'gray' },
};

/** What the saved token lists, beside a refusal (the service decided; this only helps explain it). */
function tokenApps(): string {
  const { token } = getSettings();
  if (!token) return 'No token is saved.';
  return (
    tokenClaimsNote(token) || 'The saved token names no APIs (it is not a JWT, or carries no apps claim).'
  );
}

function ResultItem({ result }: { result: ConnectionResult }) {
  const status = STATUS[result.status];
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{AREA_LABELS[result.area]}</Text>
        {/* Body-coloured text on the tint: Mantine's light-variant text is below 4.5:1 on its own tint. */}
        <Badge color={status.color} c="var(--mantine-color-text)" variant="light" radius="sm" tt="none">
          {status.label}
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
    <SectionCard title="Connection test">
      <Text size="sm" c="dimmed">
        Checks each API with a harmless read, using the saved base URL, route prefixes, token and client
        application name.
      </Text>
      <Group>
        <Button variant="default" onClick={() => test.mutate()} loading={test.isPending}>
          Test connection
        </Button>
      </Group>
      {test.isError ? <ApiErrorAlert error={test.error} onRetry={() => test.mutate()} /> : null}
      {test.data ? (
        <List aria-label="Connection test results" listStyleType="none" spacing="sm">
          {test.data.map((result) => (
            <ResultItem key={result.area} result={result} />
          ))}
        </List>
      ) : null}
    </SectionCard>
  );
}
