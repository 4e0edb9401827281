import { t } from '@lingui/core/macro';
import { orderSearchBody } from './orderTabBodies';
import { OrderTabPage } from './OrderTabPage';

// With the route chunk, not at the first render (lazyAfterFirstPaint's `preload`).
void orderSearchBody.preload();

export function OrderSearchPage() {
  return (
    <OrderTabPage
      title={t`Order search`}
      description={t`Find lines by PO number, confirmation number or part number.`}
      current="/orders/search"
    >
      <orderSearchBody.Component />
    </OrderTabPage>
  );
}
