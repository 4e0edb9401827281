import { getApiProfile } from './profile';

/**
 * Query-parameter names of the order endpoints. The spec names only startAfter, includeReceivedOrders,
 * matchOrderType (open orders), initialDate, finalDate, mfgLineNumber and lineNumber: those are fixed
 * here. The rest come from the API profile (profile.ts, docs/api-assumptions.md "API profile"), read at
 * call time so a profile loaded at start applies. The mocks keep their own names (mocks/orderNames.ts).
 */
export const openOrderParams = () =>
  ({
    ...getApiProfile().orders.open,
    startAfter: 'startAfter',
    orderType: 'matchOrderType',
    includeReceivedOrders: 'includeReceivedOrders',
  }) as const;

export const orderHistoryParams = () =>
  ({
    ...getApiProfile().orders.history,
    startAfter: 'startAfter',
    initialDate: 'initialDate',
    finalDate: 'finalDate',
    mfgLineNumber: 'mfgLineNumber',
    lineNumber: 'lineNumber',
  }) as const;

export const orderSearchParams = () =>
  ({ ...getApiProfile().orders.search, startAfter: 'startAfter' }) as const;

export const ORDER_TYPES = ['all', 'sales', 'sample', 'nco'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_MATCH_COUNT = { default: 10, max: 100 } as const;

/** The header every request carries to name the calling application. */
export const CLIENT_APP_NAME_HEADER = 'client-app-name';
