import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { z } from '@/lib/zod';
import type { OrderLine } from './schemas';
import { dueMs } from './orderSummary';
import type {
  AnyFilterDeclaration,
  FilterDeclaration,
  FilterDeclarations,
  FilterValues,
  KindBuilders,
  ShapeOf,
} from './orderFilterTypes';

export type * from './orderFilterTypes';

/*
 * The order filters of the three order-line requests (spec 4.12-4.14), each declared once: its key (the
 * portal's name, also the URL's and the API profile's key), its label, its kind, the wire name where the
 * spec fixes one (else the API profile names it, api/params.ts), its rules, and what a returned line must
 * satisfy when it is applied. The URL schemas (features/orders/ordersRoute.ts), the form schemas
 * (filterForms.ts), the request parameters (api/orderParams.ts, api/params.ts) and the ignored-filter
 * checks (ignoredFilters.ts) are derived from these declarations.
 */

export const ORDER_TYPES = ['all', 'sales', 'sample', 'nco'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** The order types as the filter forms name them (shown with `i18n._`). */
export const ORDER_TYPE_FILTER_LABELS: Record<OrderType, MessageDescriptor> = {
  all: msg`All types`,
  sales: msg`Sales`,
  sample: msg`Sample`,
  nco: msg`NCO`,
};

export const ORDER_MATCH_COUNT = { default: 10, max: 100 } as const;

const differs = (a: string, b: string) => a.trim().toUpperCase() !== b.trim().toUpperCase();
const given = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

type Field<V> = { [F in keyof OrderLine]-?: OrderLine[F] extends V ? F : never }[keyof OrderLine];

/*
 * `asked` words a request with the value given ("part number X1"): a message of its own per filter, since
 * languages word it differently.
 */

/** A text filter matched exactly (case aside) against one field of each line. */
function exactText(
  label: MessageDescriptor,
  field: Field<string>,
  asked: (value: string) => string,
): FilterDeclaration<'text'> {
  return {
    kind: 'text',
    label,
    narrows: true,
    check: {
      applies: given,
      asked: (v) => asked(v?.trim() ?? ''),
      contradicts: (l, v) => differs(l[field], v ?? ''),
    },
  };
}

function wholeNumber(
  label: MessageDescriptor,
  min: number,
  field: Field<number>,
  asked: (value: string) => string,
): FilterDeclaration<'whole'> {
  return {
    kind: 'whole',
    label,
    min,
    check: {
      applies: (v) => v !== undefined,
      asked: (v) => asked(String(v)),
      contradicts: (l, v) => l[field] !== v,
    },
  };
}

type DayDeclaration = FilterDeclaration<'day'> & { specName: string };
const day = (label: MessageDescriptor, specName: string): DayDeclaration => ({
  kind: 'day',
  label,
  specName,
});

const flag = (label: MessageDescriptor, initial: boolean): FilterDeclaration<'flag'> => ({
  kind: 'flag',
  label,
  initial,
});

/** The service's clock may run ahead of the browser's: a line due within a day of `now` proves nothing. */
const CLOCK_TOLERANCE_MS = 86_400_000;

const part = exactText(msg`Part number`, 'Part', (value) => t`part number ${value}`);
const confirmationNumber = exactText(msg`Confirmation number`, 'ConfirmationNumber', (value) => {
  return t`confirmation number ${value}`;
});
const matchCount: FilterDeclaration<'matchCount'> = { kind: 'matchCount', label: msg`Lines per page` };
const orderType: FilterDeclaration<'orderType'> = {
  kind: 'orderType',
  label: msg`Order type`,
  check: {
    // Past due only forces sales (spec 4.12): its own check covers the type.
    applies: (v, others) => v !== 'all' && others.pastDueOnly !== true,
    // The type as the API names it (sales, sample, nco).
    asked: (type) => t`order type ${type}`,
    contradicts: (l, v) => l.LineType.toLowerCase() !== v,
  },
};
const includeCancelled: FilterDeclaration<'flag'> = {
  ...flag(msg`Include cancelled lines`, false),
  check: {
    applies: (v) => !v,
    asked: () => t`no cancelled lines`,
    contradicts: (l) => l.Status.toLowerCase() === 'cancelled',
  },
};

const pastDueOnly: FilterDeclaration<'flag'> = {
  ...flag(msg`Past due only`, false),
  check: {
    applies: (v) => v,
    asked: () => t`past-due sales lines only`,
    // Past due only forces sales (spec 4.12): another type, or a line due well after now, means the flag
    // was not read.
    contradicts: (l, _v, now) => l.LineType.toLowerCase() !== 'sales' || dueMs(l) >= now + CLOCK_TOLERANCE_MS,
  },
};

export const OPEN_ORDER_FILTERS = {
  part,
  orderType: { ...orderType, specName: 'matchOrderType' },
  confirmationNumber,
  includeReceivedOrders: { ...flag(msg`Include received orders`, false), specName: 'includeReceivedOrders' },
  pastDueOnly,
  matchCount,
} satisfies Record<string, AnyFilterDeclaration>;

export const ORDER_HISTORY_FILTERS = {
  orderId: { ...wholeNumber(msg`Order id`, 1, 'OrderId', (value) => t`order id ${value}`), narrows: true },
  mfgLineNumber: {
    ...wholeNumber(msg`Line number`, 0, 'MfgLineNumber', (value) => t`line number ${value}`),
    specName: 'mfgLineNumber',
  },
  lineNumber: {
    ...wholeNumber(msg`Customer line number`, 0, 'LineNumber', (value) => t`customer line number ${value}`),
    specName: 'lineNumber',
  },
  poNumber: exactText(msg`PO number`, 'PONumber', (value) => t`po number ${value}`),
  confirmationNumber,
  part,
  customerPart: exactText(msg`Customer part number`, 'CustomerPart', (value) => {
    return t`customer part number ${value}`;
  }),
  endCustomerName: {
    kind: 'text',
    label: msg`End customer name`,
    narrows: true,
    check: {
      applies: given,
      asked: (v) => {
        const name = v?.trim().toLowerCase() ?? '';
        return t`end customer ${name}`;
      },
      contradicts: (l, v) => !l.EndCustomer.Name.toLowerCase().includes(v?.trim().toLowerCase() ?? ''),
    },
  },
  initialDate: day(msg`Entered from`, 'initialDate'),
  finalDate: day(msg`Entered to`, 'finalDate'),
  orderType,
  includeCancelled,
  includeShipments: flag(msg`Include shipments`, true),
  matchCount,
} satisfies Record<string, AnyFilterDeclaration>;

export const ORDER_SEARCH_FILTERS = {
  searchTerm: {
    kind: 'text',
    label: msg`PO, confirmation or part number`,
    required: msg`Type a PO number, a confirmation number or a part number`,
    check: {
      applies: given,
      asked: (v) => {
        const term = v?.trim().toLowerCase() ?? '';
        return t`the term ${term}`;
      },
      contradicts: (l, v) => {
        const term = v?.trim().toLowerCase() ?? '';
        return ![l.PONumber, l.ConfirmationNumber, l.Part].some((f) => f.toLowerCase().includes(term));
      },
    },
  },
  orderType,
  includeCancelled,
  matchCount,
} satisfies Record<string, AnyFilterDeclaration>;

/** Each request's filters, by the request's name. */
const ORDER_FILTERS = {
  open: OPEN_ORDER_FILTERS,
  history: ORDER_HISTORY_FILTERS,
  search: ORDER_SEARCH_FILTERS,
} as const;
export type OrderRequest = keyof typeof ORDER_FILTERS;

/**
 * A request's schema shape in one layer (URL, form, request parameters): one entry per declared filter,
 * each written by its kind's builder.
 */
export function orderFilterShape<R extends OrderRequest, B extends KindBuilders>(
  request: R,
  builders: B,
): ShapeOf<(typeof ORDER_FILTERS)[R], B> {
  const shape = Object.entries(ORDER_FILTERS[request] as FilterDeclarations).map(([key, d]) => {
    // The builder of the declaration's own kind (the kinds are one union; the map pairs them).
    const build = builders[d.kind] as (declaration: AnyFilterDeclaration, key: string) => unknown;
    return [key, build(d, key)];
  });
  return Object.fromEntries(shape) as ShapeOf<(typeof ORDER_FILTERS)[R], B>;
}

// ---- history's rules (spec 4.13), written once for the form and the request --------------------------

type HistoryRuleInput = {
  [K in keyof typeof ORDER_HISTORY_FILTERS]?: FilterValues[(typeof ORDER_HISTORY_FILTERS)[K]['kind']];
};

/**
 * The one message of the "at least one filter" rule: the narrowing filters (those declared `narrows`, in
 * their order above), then the date range. Written out as one sentence so each language words the list
 * itself; src/model/orderFilters.test.ts checks it still names every narrowing filter.
 */
export function historyNeedsAFilter(): string {
  return t`Give at least one filter: order id, po number, confirmation number, part number, customer part number, end customer name, or a date range.`;
}

type RuleIssue = { path: string[]; message: string };

/**
 * The rules of an order-history request: both dates or neither, in order; line numbers only within one
 * order; at least one narrowing filter or a date range. `path: []` is the rule about the whole request.
 */
function historyRuleIssues(v: HistoryRuleInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const from = given(v.initialDate) ? v.initialDate : undefined;
  const to = given(v.finalDate) ? v.finalDate : undefined;
  if (from && !to)
    issues.push({ path: ['finalDate'], message: t`Give the final date too: the range needs both dates` });
  if (to && !from)
    issues.push({ path: ['initialDate'], message: t`Give the initial date too: the range needs both dates` });
  if (from && to && from > to)
    issues.push({ path: ['finalDate'], message: t`The final date must not be before the initial date` });
  if ((v.mfgLineNumber !== undefined || v.lineNumber !== undefined) && v.orderId === undefined)
    issues.push({ path: ['orderId'], message: t`Line numbers search within one order: give its order id` });
  const values: Readonly<Record<string, unknown>> = v;
  const narrowed = Object.entries(ORDER_HISTORY_FILTERS as FilterDeclarations).some(([key, d]) => {
    const value = values[key];
    return d.narrows === true && (typeof value === 'string' ? given(value) : value !== undefined);
  });
  // One date alone already has its own message.
  if (!narrowed && !from && !to) issues.push({ path: [], message: historyNeedsAFilter() });
  return issues;
}

/**
 * History's rules as a zod refinement (the form's and the request's schemas): each broken rule is an issue
 * on its field; `requestPath` is where the rule about the whole request goes.
 */
export function refineHistoryRules(
  v: HistoryRuleInput,
  ctx: z.core.$RefinementCtx,
  requestPath: string[] = [],
) {
  for (const { path, message } of historyRuleIssues(v))
    ctx.addIssue({ code: 'custom', path: path.length === 0 ? requestPath : path, message });
}
