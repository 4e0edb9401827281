import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { LoadingState } from '@/components/States';
import { usePageTitle } from '@/components/usePageTitle';
import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';
import { newOrderDescription, newOrderTitle } from './newOrderHeading';

/**
 * The form, its steps and their libraries (dates, CSV, the table kit): about 65 files, which a phone
 * fetched before the heading could paint (Lighthouse's largest paint 4.2 s). Loaded once the first screen
 * has painted; started with the route chunk, not at the first render.
 */
const newOrderForm = lazyAfterFirstPaint(() =>
  import('./NewOrderForm').then((module) => module.NewOrderForm),
);
void newOrderForm.preload();

/** /orders/new: the heading at once, in the place the form's own heading takes when the form has loaded. */
export function NewOrderPage() {
  usePageTitle(newOrderTitle());
  const withHeading = (below: ReactNode) => (
    <Stack gap="lg">
      <PageHeader title={newOrderTitle()} description={newOrderDescription()} />
      {below}
    </Stack>
  );
  return (
    <PanelBoundary
      loading={withHeading(<LoadingState label={t`Loading the order form…`} />)}
      renderError={(error, retry) => withHeading(<ApiErrorAlert error={error} onRetry={retry} />)}
    >
      <newOrderForm.Component />
    </PanelBoundary>
  );
}
