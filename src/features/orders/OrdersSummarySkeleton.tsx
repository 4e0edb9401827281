import type { ReactNode } from 'react';
import { Grid, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { NEXT_DUE_SHOWN } from '@/model/orderSummary';

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
 * The list cards hold as many entries as the summary shows next shipments, and a guess of currencies,
 * each bar as tall as the line it stands for; a next shipment's part and date share a line where the card
 * is wide enough and take two where it is not, as the summary's own do.
 */
export function OrdersSummarySkeleton() {
  const line = (width: number, size: TextSize) => (
    <Skeleton
      height={size.px}
      width={width}
      maw="100%"
      my={(size.px * size.lineHeight - size.px) / 2}
      radius="sm"
    />
  );
  const list = (entries: number, entry: () => ReactNode) => (
    <Stack gap={2}>
      {Array.from({ length: entries }, (_, i) => (
        <Group key={i} gap={6}>
          {entry()}
        </Group>
      ))}
    </Stack>
  );
  const figure = () => <Skeleton height={28} width="80%" radius="sm" />;
  const bodies = [
    figure,
    figure,
    () => list(CURRENCIES, () => line(190, SMALL)),
    () =>
      list(NEXT_DUE_SHOWN, () => (
        <>
          {line(150, SMALL)}
          {line(135, EXTRA_SMALL)}
        </>
      )),
  ];
  return (
    <Grid gap="md">
      {[t`Open lines`, t`Past-due lines`, t`Value of open lines`, t`Next scheduled shipments`].map(
        (label, i) => (
          <Grid.Col key={label} span={FIGURE_SPANS[i]}>
            <Figure label={label}>
              <div aria-hidden>{bodies[i]!()}</div>
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

/** The currencies a buyer's open lines are in: a guess (the demo's count). */
const CURRENCIES = 7;
/** Mantine's sm and xs text (src/app/themeVariables.css), which the summary's lists are written in. */
type TextSize = { px: number; lineHeight: number };
const SMALL: TextSize = { px: 14, lineHeight: 1.45 };
const EXTRA_SMALL: TextSize = { px: 12, lineHeight: 1.4 };
