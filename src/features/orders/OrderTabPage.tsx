import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { usePageTitle } from '@/components/usePageTitle';
import { OrdersTabs } from './OrdersTabs';

/**
 * An order tab's heading and tabs, which paint at once, and its body (orderTabBodies.ts), which loads after
 * them: `loading` holds the body's place meanwhile, and a body that fails to load fails here alone.
 */
export function OrderTabPage({
  title,
  description,
  current,
  loading,
  children,
}: {
  title: string;
  description: string;
  current: Parameters<typeof OrdersTabs>[0]['current'];
  loading?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="md">
      <PageHeader title={title} description={description} />
      <OrdersTabs current={current} />
      <PanelBoundary loading={loading}>{children}</PanelBoundary>
    </Stack>
  );
}
