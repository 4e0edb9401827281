import { t } from '@lingui/core/macro';
import { openOrdersBody } from './orderTabBodies';
import { OrdersSummarySkeleton } from './OrdersSummarySkeleton';
import { OrderTabPage } from './OrderTabPage';

// With the route chunk, not at the first render (lazyAfterFirstPaint's `preload`).
void openOrdersBody.preload();

export function OpenOrdersPage() {
  return (
    <OrderTabPage
      title={t`Open orders`}
      description={t`Lines accepted and not yet fully shipped.`}
      current="/orders"
      loading={<OrdersSummarySkeleton />}
    >
      <openOrdersBody.Component />
    </OrderTabPage>
  );
}
