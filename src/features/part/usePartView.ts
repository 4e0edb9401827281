import { useSuspenseQuery } from '@tanstack/react-query';
import { partLookupParams, partQueryOptions } from '@/api/catalog';
import { useSettings } from '@/lib/useSettings';
import { partRouteApi } from './partRoute';

/** The part of the URL, in the URL's currency or else the user's saved one (the same query the loader primed). */
export function usePartView() {
  const { part: partNumber } = partRouteApi.useParams();
  const search = partRouteApi.useSearch();
  const settings = useSettings();
  const currency = search.currency ?? settings.currency;
  const { data: part } = useSuspenseQuery(partQueryOptions(partNumber, partLookupParams(currency)));
  return { partNumber, search, currency, part };
}
