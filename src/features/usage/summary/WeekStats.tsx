import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { formatQuantity } from '@/lib/format';
import { apiLabel } from '../usageApis';
import type { ActionTotal, WeekTotals } from './weekSummary';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** A short ranked list; each action filters the summary table to it. */
function ActionList({
  label,
  actions,
  figure,
}: {
  label: string;
  actions: ActionTotal[];
  figure: (a: ActionTotal) => string;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        {label}
      </Text>
      <Stack component="ol" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {actions.map((a) => (
          <Group component="li" key={`${a.api} ${a.action}`} gap={6} wrap="nowrap" justify="space-between">
            <AnchorLink
              to="/usage"
              search={(prev) => ({ ...prev, sumApi: a.api, action: a.action })}
              size="sm"
              truncate="end"
              display="block"
              title={`${apiLabel(a.api)} · ${a.action}`}
              style={{ minWidth: 0 }}
            >
              {apiLabel(a.api)} · {a.action}
            </AnchorLink>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {figure(a)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

export function WeekStats({ totals, actionCount }: { totals: WeekTotals; actionCount: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <Figure
        label="Requests, last 7 days"
        value={formatQuantity(totals.requests)}
        hint={`${formatQuantity(actionCount)} distinct API actions`}
      />
      <Figure
        label="Average response time"
        value={totals.averageMs === null ? '—' : `${formatQuantity(totals.averageMs)} ms`}
        hint="Over all calls of the week"
      />
      <ActionList label="Busiest actions" actions={totals.busiest} figure={(a) => formatQuantity(a.count)} />
      <ActionList
        label="Slowest actions"
        actions={totals.slowest}
        figure={(a) => `${formatQuantity(a.averageMs)} ms`}
      />
    </SimpleGrid>
  );
}
