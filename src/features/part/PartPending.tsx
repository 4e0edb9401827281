import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@/lib/product';
import { RetryingLoader } from '@/components/RetryingLoader';
import { partRouteApi } from './partRoute';

/** While the part loads (and retries), the tab already carries the part number. */
export function PartPending() {
  const { part } = partRouteApi.useParams();
  useDocumentTitle(`${part} · ${PRODUCT_NAME}`);
  return <RetryingLoader label={`Loading ${part}…`} />;
}
