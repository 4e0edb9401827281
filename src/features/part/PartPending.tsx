import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@/lib/product';
import { LoadingState } from '@/components/States';
import { partRouteApi } from './partRoute';

/** While the part loads, the tab already carries the part number (retries are announced by the shell). */
export function PartPending() {
  const { part } = partRouteApi.useParams();
  useDocumentTitle(`${part} · ${PRODUCT_NAME}`);
  return <LoadingState label={`Loading ${part}…`} />;
}
