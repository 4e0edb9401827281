import { t } from '@lingui/core/macro';
import { orderHistoryBody } from './orderTabBodies';
import { OrderTabPage } from './OrderTabPage';

// Loading this page's module (its route chunk, also fetched when a link to it is hovered) starts its body's
// download too, rather than once the page first renders: one round trip less on a later visit. On the
// first page the download still waits for the first paint.
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
