import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { AnchorLink } from '@/components/links';
import { formatQuantity } from '@/lib/format';
import { apiLabel } from '../usageApis';
import { formatMs } from '../formatMs';
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
  const actions = formatQuantity(actionCount);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <Figure
        label={t`Requests, last 7 days`}
        value={formatQuantity(totals.requests)}
        hint={t`${actions} distinct API actions`}
      />
      <Figure
        label={t`Average response time`}
        value={totals.averageMs === null ? '—' : formatMs(totals.averageMs)}
        hint={t`Over all calls of the week`}
      />
      <ActionList
        label={t`Busiest actions`}
        actions={totals.busiest}
        figure={(a) => formatQuantity(a.count)}
      />
      <ActionList label={t`Slowest actions`} actions={totals.slowest} figure={(a) => formatMs(a.averageMs)} />
    </SimpleGrid>
  );
}
