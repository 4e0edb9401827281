import { useSuspenseQuery } from '@tanstack/react-query';
import { useDisplayCurrency } from '@/lib/currencyParam';
import { partPageQueryOptions, partRouteApi } from './partRoute';

/** The part of the URL, in the URL's currency or else the user's saved one (the same query the loader primed). */
export function usePartView() {
  const { part: partNumber } = partRouteApi.useParams();
  const search = partRouteApi.useSearch();
  const currency = useDisplayCurrency(search.currency);
  const { data: part } = useSuspenseQuery(partPageQueryOptions(partNumber, currency));
  return { partNumber, search, currency, part };
}
