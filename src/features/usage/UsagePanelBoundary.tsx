import type { ReactNode } from 'react';
import { PanelBoundary } from '@/components/PanelBoundary';
import { UsageErrorAlert } from './UsageErrorAlert';

const renderUsageError = (error: unknown, retry: () => void) => (
  <UsageErrorAlert error={error} onRetry={retry} />
);

/**
 * One panel of the usage page in its own boundary: its loading line, and a failure explained the usage
 * page's way (a token without the statistics API says so), so one failing panel keeps the others.
 */
export function UsagePanelBoundary({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <PanelBoundary loadingLabel={loadingLabel} renderError={renderUsageError}>
      {children}
    </PanelBoundary>
  );
}
