import { useState } from 'react';
import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { USAGE_APIS, type UsageApi } from '@/model/schemas';
import { i18n } from '@/lib/i18n';
import { formatDay } from '../formatDay';
import { RequestsPanel } from './RequestsPanel';
import { API_LABELS, NOT_QUERYABLE_NOTE } from '../usageApis';
import { UsagePanelBoundary } from '../UsagePanelBoundary';
import type { UsageSearch } from '../usageRoute';
import { summaryDays } from '../summary/weekSummary';

/** Calls to one API on one day (spec 4.2): the choice, then the rows, figures and histogram. */
export function RequestsSection({ search }: { search: UsageSearch }) {
  const navigate = useNavigate();
  const { api, date } = search;
  const apiOptions = USAGE_APIS.map((a) => ({ value: a, label: i18n._(API_LABELS[a]) }));
  // The days offered are those of the summary window, newest first, fixed when the page opens.
  const [days] = useState(() => summaryDays([], Date.now()).reverse());
  const dayOptions = [...(date && !days.includes(date) ? [date] : []), ...days].map((d) => ({
    value: d,
    label: `${formatDay(d)} (${d})`,
  }));
  const choose = (change: { api?: UsageApi; date?: string }) =>
    void navigate({
      to: '/usage',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        ...change,
        trace: undefined,
        code: undefined,
        q: undefined,
      }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="request-rows">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="request-rows">
            <Trans>Calls to one API on one day</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Choose an API and a day, click a bar of the chart, or a row of the summary.</Trans>
          </Text>
        </div>
        <Group gap="md" align="flex-end" wrap="wrap">
          {/* Native selects: a handful of fixed choices, the phone's own picker, and no dropdown code. */}
          <NativeSelect
            label={t`API`}
            data={[{ value: '', label: t`Choose an API`, disabled: true }, ...apiOptions]}
            value={api ?? ''}
            onChange={(event) => {
              const chosen = USAGE_APIS.find((a) => a === event.currentTarget.value);
              if (chosen) choose({ api: chosen });
            }}
            w={220}
          />
          <NativeSelect
            label={t`Day (UTC)`}
            data={[{ value: '', label: t`Choose a day`, disabled: true }, ...dayOptions]}
            value={date ?? ''}
            onChange={(event) => choose({ date: event.currentTarget.value })}
            w={240}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {i18n._(NOT_QUERYABLE_NOTE)}
        </Text>
        {api && date ? (
          <UsagePanelBoundary key={`${api}/${date}`} loadingLabel={t`Loading the calls…`}>
            <RequestsPanel api={api} date={date} search={search} />
          </UsagePanelBoundary>
        ) : null}
      </Stack>
    </Paper>
  );
}
