import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { LoadingState } from '@/components/States';
import { partRouteApi } from './partRoute';

/** While the part loads, the tab already carries the part number (retries are announced by the shell). */
export function PartPending() {
  const { part } = partRouteApi.useParams();
  usePageTitle(part);
  return <LoadingState label={t`Loading ${part}…`} />;
}
