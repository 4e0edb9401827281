import { useState, useSyncExternalStore } from 'react';
import { Badge, Button, CloseButton, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import {
  ENDPOINT_IDS,
  FAULT_KINDS,
  getMockControl,
  resetMockControl,
  setFault,
  subscribeMockControl,
  updateMockControl,
  type EndpointId,
  type FaultKind,
} from '../control';
import { WATCHABLE_PART } from '../data';
import { bumpStock, getDataset, resetMockState } from '../db';

const FAULT_LABELS: Record<FaultKind, string> = {
  unauthorized: '401 Unauthorized',
  forbidden: '403 Forbidden',
  'rate-limited': '429 Too Many Requests (Retry-After 5 s)',
  'server-error': '500 Server Error',
  'network-error': 'Network error',
  slow: 'Slow reply (8 s)',
  malformed: 'Malformed body (fails the schema)',
  empty: 'Empty answer ([] for a list)',
  'no-content': 'No content (204 without a body)',
};

const isEndpoint = (v: string | null): v is EndpointId => ENDPOINT_IDS.some((id) => id === v);
const isFault = (v: string | null): v is FaultKind => FAULT_KINDS.some((k) => k === v);

/**
 * Demo-only controls of the mock backend: inject a fault into one endpoint, require a bearer token, turn
 * the simulated latency off, nudge a part's stock, reset the demo data. Everything here writes the same
 * localStorage configuration Playwright sets, so a reload keeps it.
 */
export function MockControlPanel() {
  const control = useSyncExternalStore(subscribeMockControl, getMockControl);
  const [endpoint, setEndpoint] = useState<EndpointId>('catalog.part');
  const [kind, setKind] = useState<FaultKind>('server-error');
  const [once, setOnce] = useState(false);
  const active = Object.entries(control.faults);

  return (
    <Stack gap="sm" maw={420}>
      <Title order={4}>Mock backend</Title>
      <Select
        label="Endpoint"
        data={ENDPOINT_IDS.map((id) => ({ value: id, label: id }))}
        value={endpoint}
        onChange={(v) => isEndpoint(v) && setEndpoint(v)}
        allowDeselect={false}
        searchable
      />
      <Select
        label="Fault"
        data={FAULT_KINDS.map((k) => ({ value: k, label: FAULT_LABELS[k] }))}
        value={kind}
        onChange={(v) => isFault(v) && setKind(v)}
        allowDeselect={false}
      />
      <Switch label="Only the next call" checked={once} onChange={(e) => setOnce(e.currentTarget.checked)} />
      <Group gap="xs">
        <Button size="xs" onClick={() => setFault(endpoint, { kind, once })}>
          Inject fault
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={active.length === 0}
          onClick={() => updateMockControl({ faults: {} })}
        >
          Clear all faults
        </Button>
      </Group>
      {active.length > 0 && (
        <Stack gap={4} aria-label="Active faults">
          {active.map(([id, fault]) => (
            <Group key={id} gap={4} wrap="nowrap">
              <Badge color="red" variant="light">
                {id}: {fault.kind}
                {fault.once ? ' (once)' : ''}
              </Badge>
              <CloseButton
                size="sm"
                aria-label={`Clear the fault on ${id}`}
                onClick={() => isEndpoint(id) && setFault(id, null)}
              />
            </Group>
          ))}
        </Stack>
      )}
      <Switch
        label="Require a bearer token (401 without one)"
        checked={control.requireToken}
        onChange={(e) => updateMockControl({ requireToken: e.currentTarget.checked })}
      />
      <Switch
        label="Realistic latency (120 to 450 ms)"
        checked={control.latencyMs !== 0}
        onChange={(e) => updateMockControl({ latencyMs: e.currentTarget.checked ? null : 0 })}
      />
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => bumpStock(WATCHABLE_PART, Math.floor(Math.random() * 50) * 1000)}
        >
          Change stock of {WATCHABLE_PART}
        </Button>
        <Button size="xs" variant="default" onClick={resetMockControl}>
          Reset controls
        </Button>
        <Button
          size="xs"
          color="orange"
          variant="light"
          onClick={() => {
            resetMockState();
            // Cached queries hold the old data: a reload is the simplest way to show the seed again.
            window.location.reload();
          }}
        >
          Reset demo data
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {getDataset().parts.length.toLocaleString()} parts generated in{' '}
        {Math.round(getDataset().generationMs)} ms.
      </Text>
    </Stack>
  );
}
