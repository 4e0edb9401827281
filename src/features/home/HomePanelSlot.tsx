import type { CSSProperties, ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { PanelBoundary } from '@/components/PanelBoundary';
import { LoadingState } from '@/components/States';
import classes from './HomePanelSlot.module.css';

/**
 * The space a home panel takes, in px, with a full set of rows: one column on a phone, and from Mantine's
 * `md` breakpoint on, where the first two panels share a row. The panels' data arrive in any order (the
 * stock changes usually long before the orders' half year of history); a slot that grew from a spinner's
 * line to its panel pushed the panels below it away under the reader's eyes and pointer (layout shift
 * 0.16 at 1,440 px). Measured on the demo's data at 390, 1,024 and 1,440 px; a panel with more to show
 * still grows.
 */
export type SlotHeight = { phone: number; wide: number };

/** A home panel with its own loading state and error, holding its space while it loads. */
export function HomePanelSlot({
  title,
  height,
  loadingLabel,
  children,
}: {
  /** The panel's heading, shown over its loading state too. */
  title: string;
  height: SlotHeight;
  loadingLabel: string;
  children: ReactNode;
}) {
  const style = {
    '--slot-min-height': `${height.phone}px`,
    '--slot-min-height-wide': `${height.wide}px`,
  } as CSSProperties;
  return (
    <div className={classes.slot} style={style}>
      <PanelBoundary
        loading={
          <Paper withBorder p="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {title}
              </Title>
              <LoadingState label={loadingLabel} />
            </Stack>
          </Paper>
        }
      >
        {children}
      </PanelBoundary>
    </div>
  );
}
