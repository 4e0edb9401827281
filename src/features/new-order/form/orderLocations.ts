import { queryOptions } from '@tanstack/react-query';
import { getOpenOrders, getOrderHistory, orderKeys } from '@/api/orders';
import type { IdName, Location, OrderLine } from '@/model/schemas';
import { localDate } from '@/lib/offsetDate';

/** What the caller's own orders use: the only addresses and shipping choices the form offers. */
export type OrderChoices = {
  shipTo: Location[];
  billTo: Location[];
  endCustomers: Location[];
  carriers: IdName[];
  serviceLevels: IdName[];
  billingOptions: IdName[];
};

const LOOKBACK_DAYS = 730;

function distinct<T extends { Id: number }>(items: Iterable<T>, name: (item: T) => string): T[] {
  const byId = new Map<number, T>();
  for (const item of items) if (!byId.has(item.Id)) byId.set(item.Id, item);
  return [...byId.values()].sort((a, b) => name(a).localeCompare(name(b)));
}

export function choicesFromLines(lines: readonly OrderLine[]): OrderChoices {
  const locName = (l: Location) => l.Address.Name;
  return {
    shipTo: distinct(
      lines.map((l) => l.ShipTo),
      locName,
    ),
    billTo: distinct(
      lines.map((l) => l.BillTo),
      locName,
    ),
    // A line without its own end customer carries its ship-to as the end customer's location.
    endCustomers: distinct(
      lines.filter((l) => l.EndCustomerLocation.Id !== l.ShipTo.Id).map((l) => l.EndCustomerLocation),
      (l) => l.Customer.Name,
    ),
    carriers: distinct(
      lines.map((l) => l.ShippingOption.Carrier),
      (x) => x.Name,
    ),
    serviceLevels: distinct(
      lines.map((l) => l.ShippingOption.ServiceLevel),
      (x) => x.Name,
    ),
    billingOptions: distinct(
      lines.map((l) => l.ShippingOption.BillingOption),
      (x) => x.Name,
    ),
  };
}

/**
 * The choices come from the newest 100 open lines and the newest 100 lines of the last two years'
 * history: the API has no address book, so these are the addresses the caller's orders use.
 */
export function orderChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...orderKeys.all, 'new-order-choices'] as const,
    queryFn: async ({ signal }) => {
      const now = Date.now();
      const [open, history] = await Promise.all([
        getOpenOrders({ matchCount: 100, includeReceivedOrders: true }, { signal }),
        getOrderHistory(
          {
            matchCount: 100,
            initialDate: localDate(now - LOOKBACK_DAYS * 86_400_000),
            finalDate: localDate(now),
          },
          { signal },
        ),
      ]);
      return choicesFromLines([...open.items, ...history.items]);
    },
    staleTime: 5 * 60_000,
  });
}
