import { queryOptions } from '@tanstack/react-query';
import { getAvailabilityChanges, catalogKeys } from './catalog';
import type { FetchOptions } from './http';
import {
  availabilityPageFromRecords,
  nextAvailabilityPageParam,
  type AvailabilityPage,
  type AvailabilityPageParam,
} from '@/model/availabilityPaging';

export type AvailabilityWindowParams = {
  epochMilliseconds: number;
  recordCount?: number;
  /** Safety limit: a window holding more pages than this is returned with `complete: false`. */
  maxPages?: number;
};

export type AvailabilityWindow = { pages: AvailabilityPage[]; complete: boolean };

/**
 * Every change from `epochMilliseconds` to the service's present, paged forward to the end. The API only
 * pages forward, so "the newest changes of a window" needs the whole window: the first page alone holds
 * the oldest `recordCount` changes.
 */
export async function getAvailabilityWindow(
  params: AvailabilityWindowParams,
  options: FetchOptions = {},
): Promise<AvailabilityWindow> {
  const recordCount = params.recordCount ?? 1000;
  const maxPages = params.maxPages ?? 50;
  const pages: AvailabilityPage[] = [];
  let param: AvailabilityPageParam | undefined = {
    epochMilliseconds: params.epochMilliseconds,
    recordCount,
    seen: [],
  };
  while (param && pages.length < maxPages) {
    const answer = await getAvailabilityChanges(
      { epochMilliseconds: param.epochMilliseconds, recordCount: param.recordCount },
      options,
    );
    const page = availabilityPageFromRecords(param, answer);
    pages.push(page);
    param = nextAvailabilityPageParam(page, recordCount);
  }
  return { pages, complete: param === undefined };
}

export function availabilityWindowQueryOptions(params: AvailabilityWindowParams) {
  return queryOptions({
    queryKey: [...catalogKeys.availability(), 'window', params] as const,
    queryFn: ({ signal }) => getAvailabilityWindow(params, { signal }),
  });
}
