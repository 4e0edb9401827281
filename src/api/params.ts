/**
 * Query-parameter names of the order endpoints. The spec names only startAfter, includeReceivedOrders,
 * matchOrderType, initialDate, finalDate, mfgLineNumber and lineNumber; the rest are this portal's choice
 * (docs/api-assumptions.md). The mocks read the same constants, so a rename happens in one place.
 */
export const OPEN_ORDER_PARAMS = {
  matchCount: 'matchCount',
  startAfter: 'startAfter',
  part: 'partNumber',
  orderType: 'matchOrderType',
  confirmationNumber: 'confirmationNumber',
  includeReceivedOrders: 'includeReceivedOrders',
  pastDueOnly: 'pastDueOnly',
} as const;

export const ORDER_HISTORY_PARAMS = {
  orderType: 'matchOrderType',
  matchCount: 'matchCount',
  startAfter: 'startAfter',
  initialDate: 'initialDate',
  finalDate: 'finalDate',
  orderId: 'orderId',
  mfgLineNumber: 'mfgLineNumber',
  lineNumber: 'lineNumber',
  confirmationNumber: 'confirmationNumber',
  poNumber: 'poNumber',
  part: 'partNumber',
  customerPart: 'customerPartNumber',
  endCustomerName: 'endCustomerName',
  includeCancelled: 'includeCancelledLines',
  includeShipments: 'includeShipmentInformation',
} as const;

export const ORDER_SEARCH_PARAMS = {
  searchTerm: 'searchTerm',
  matchCount: 'matchCount',
  startAfter: 'startAfter',
  orderType: 'matchOrderType',
  includeCancelled: 'includeCancelledLines',
} as const;

export const ORDER_TYPES = ['all', 'sales', 'sample', 'nco'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_MATCH_COUNT = { default: 10, max: 100 } as const;

/** The header every request carries to name the calling application. */
export const CLIENT_APP_NAME_HEADER = 'client-app-name';
