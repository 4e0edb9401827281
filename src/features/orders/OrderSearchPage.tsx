import { t } from '@lingui/core/macro';
import { orderSearchBody } from './orderTabBodies';
import { OrderTabPage } from './OrderTabPage';

// Loading this page's module (its route chunk, also fetched when a link to it is hovered) starts its body's
// download too, rather than once the page first renders: one round trip less on a later visit. On the
// first page the download still waits for the first paint.
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
