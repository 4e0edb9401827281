import { t } from '@lingui/core/macro';
import { orderHistoryBody } from './orderTabBodies';
import { OrderTabPage } from './OrderTabPage';

// With the route chunk, not at the first render (lazyAfterFirstPaint's `preload`).
void orderHistoryBody.preload();

export function OrderHistoryPage() {
  return (
    <OrderTabPage
      title={t`Order history`}
      description={t`Open, scheduled and shipped lines, with their shipments.`}
      current="/orders/history"
    >
      <orderHistoryBody.Component />
    </OrderTabPage>
  );
}
