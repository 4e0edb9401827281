import { getMockControl } from './control';

/**
 * The mock service's own names for what the spec does not name (order filters, match count, search term,
 * new-order body fields). Written here, not imported from the portal (src/api/profile.ts): the mock
 * checks what the portal sends against its own expectation, as a real service would. `portal` is what
 * this portal sends by default; `alternate` is another plausible service, switched on with the mock
 * control's `orderNames: 'alternate'` (the e2e test that proves the API profile configures the portal
 * with these same names). The names the spec shows (startAfter, matchOrderType on open orders,
 * includeReceivedOrders, initialDate, finalDate, mfgLineNumber, lineNumber) are fixed in the handlers.
 */
export const MOCK_ORDER_NAMES = {
  portal: {
    orders: {
      open: {
        matchCount: 'matchCount',
        part: 'partNumber',
        confirmationNumber: 'confirmationNumber',
        pastDueOnly: 'pastDueOnly',
      },
      history: {
        matchCount: 'matchCount',
        orderType: 'matchOrderType',
        orderId: 'orderId',
        confirmationNumber: 'confirmationNumber',
        poNumber: 'poNumber',
        part: 'partNumber',
        customerPart: 'customerPartNumber',
        endCustomerName: 'endCustomerName',
        includeCancelled: 'includeCancelledLines',
        includeShipments: 'includeShipmentInformation',
      },
      search: {
        searchTerm: 'searchTerm',
        matchCount: 'matchCount',
        orderType: 'matchOrderType',
        includeCancelled: 'includeCancelledLines',
      },
    },
    newOrder: {
      order: {
        PONumber: 'PONumber',
        ReferencePONumber: 'ReferencePONumber',
        OrderType: 'OrderType',
        ShipToId: 'ShipToId',
        BillToId: 'BillToId',
        EndCustomerId: 'EndCustomerId',
        CarrierId: 'CarrierId',
        ServiceLevelId: 'ServiceLevelId',
        BillingOptionId: 'BillingOptionId',
        Currency: 'Currency',
        HoldReason: 'HoldReason',
        Notes: 'Notes',
        Lines: 'Lines',
      },
      line: {
        LineNumber: 'LineNumber',
        Part: 'Part',
        CustomerPart: 'CustomerPart',
        Quantity: 'Quantity',
        RequestedDate: 'RequestedDate',
      },
    },
  },
  alternate: {
    orders: {
      open: {
        matchCount: 'count',
        part: 'itemNumber',
        confirmationNumber: 'salesOrderNumber',
        pastDueOnly: 'onlyPastDue',
      },
      history: {
        matchCount: 'count',
        orderType: 'orderType',
        orderId: 'orderNumber',
        confirmationNumber: 'salesOrderNumber',
        poNumber: 'purchaseOrder',
        part: 'itemNumber',
        customerPart: 'customerItemNumber',
        endCustomerName: 'endCustomer',
        includeCancelled: 'withCancelled',
        includeShipments: 'withShipments',
      },
      search: {
        searchTerm: 'q',
        matchCount: 'count',
        orderType: 'orderType',
        includeCancelled: 'withCancelled',
      },
    },
    newOrder: {
      order: {
        PONumber: 'purchaseOrderNumber',
        ReferencePONumber: 'referencePurchaseOrderNumber',
        OrderType: 'orderType',
        ShipToId: 'shipToLocationId',
        BillToId: 'billToLocationId',
        EndCustomerId: 'endCustomerLocationId',
        CarrierId: 'carrierId',
        ServiceLevelId: 'serviceLevelId',
        BillingOptionId: 'freightBillingId',
        Currency: 'currencyCode',
        HoldReason: 'holdReason',
        Notes: 'comments',
        Lines: 'items',
      },
      line: {
        LineNumber: 'lineNo',
        Part: 'itemNumber',
        CustomerPart: 'customerItemNumber',
        Quantity: 'qty',
        RequestedDate: 'requestDate',
      },
    },
  },
} as const;

/** The names the mock expects now (the mock control's `orderNames`). */
export function mockOrderNames() {
  return MOCK_ORDER_NAMES[getMockControl().orderNames];
}

/**
 * The new-order body read under the mock's names, into the field names the mock validates (its record
 * shape). A field sent under another name is not read, as a service ignores a key it does not know.
 */
export function readNewOrderBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { order, line } = mockOrderNames().newOrder;
  const pick = (source: Record<string, unknown>, names: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(names).flatMap(([field, wire]) => (wire in source ? [[field, source[wire]]] : [])),
    );
  const read = pick(body as Record<string, unknown>, order);
  const lines = read['Lines'];
  if (Array.isArray(lines))
    read['Lines'] = lines.map((l: unknown) =>
      typeof l === 'object' && l !== null ? pick(l as Record<string, unknown>, line) : l,
    );
  return read;
}
