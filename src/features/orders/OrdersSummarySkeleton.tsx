import type { ReactNode } from 'react';
import { Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The four figures' columns: the summary and its skeleton lay out alike. */
export const FIGURE_SPANS = [
  { base: 6, lg: 3 },
  { base: 6, lg: 3 },
  { base: 12, sm: 6, lg: 3 },
  { base: 12, sm: 6, lg: 3 },
] as const;

/**
 * The summary's frame while every open line is read (several pages): its four cards, titled, with bars
 * where the figures and lists will be, so the filters and the table below do not jump when it arrives.
 * The list cards hold five rows, the number of next shipments shown (and a common count of currencies).
 */
export function OrdersSummarySkeleton() {
  const bars = (count: number, height: number) =>
    Array.from({ length: count }, (_, i) => <Skeleton key={i} height={height} width="80%" radius="sm" />);
  return (
    <Grid gap="md">
      {[t`Open lines`, t`Past-due lines`, t`Value of open lines`, t`Next scheduled shipments`].map(
        (label, i) => (
          <Grid.Col key={label} span={FIGURE_SPANS[i]}>
            <Figure label={label}>
              <Stack gap={6} aria-hidden>
                {i < 2 ? bars(1, 28) : bars(5, 15)}
              </Stack>
            </Figure>
          </Grid.Col>
        ),
      )}
      <Text className="visually-hidden" role="status">
        <Trans>Loading the summary of your open lines…</Trans>
      </Text>
    </Grid>
  );
}
