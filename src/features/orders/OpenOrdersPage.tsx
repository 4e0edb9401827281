import { t } from '@lingui/core/macro';
import { openOrdersBody } from './orderTabBodies';
import { OrdersSummarySkeleton } from './OrdersSummarySkeleton';
import { OrderTabPage } from './OrderTabPage';

// Loading this page's module (its route chunk, also fetched when a link to it is hovered) starts its body's
// download too, rather than once the page first renders: one round trip less on a later visit. On the
// first page the download still waits for the first paint.
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
