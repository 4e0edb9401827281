import type { z } from '@/lib/zod';
import type { OrderLine } from './schemas';
import { dueMs } from './orderSummary';

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
/** The order types as the filter forms name them. */
export const ORDER_TYPE_FILTER_LABELS: Record<OrderType, string> = {
  all: 'All types',
  sales: 'Sales',
  sample: 'Sample',
  nco: 'NCO',
};

export const ORDER_MATCH_COUNT = { default: 10, max: 100 } as const;

/** The value a filter of each kind holds once parsed (undefined: not given). */
export type FilterValues = {
  text: string | undefined;
  whole: number | undefined;
  day: string | undefined;
  flag: boolean;
  orderType: OrderType;
  matchCount: number;
};
export type FilterKind = keyof FilterValues;

/** The other filters of the same request, as parsed (a check may depend on them). */
export type OtherFilters = Readonly<Record<string, unknown>>;

export type LineCheck<V> = {
  /** Whether the filter is applied at all (e.g. a text that is given, a type other than "all"). */
  applies: (value: V, others: OtherFilters) => boolean;
  /** What the user asked for, in words ("part number X1"). */
  asked: (value: V) => string;
  /** `now`: when the lines were fetched. */
  contradicts: (line: OrderLine, value: V, now: number) => boolean;
};

export type FilterDeclaration<K extends FilterKind = FilterKind> = {
  kind: K;
  /** The form field's label. */
  label: string;
  /** The wire name the spec gives; without one the API profile names the parameter. */
  specName?: string;
  /** Whole numbers: the smallest allowed. */
  min?: number;
  /** Flags: the value when not given. */
  initial?: boolean;
  /** Text filters required by their request (the message says what to type). */
  required?: string;
  /** Counts towards history's "at least one filter" rule. */
  narrows?: boolean;
  check?: LineCheck<FilterValues[K]>;
};
export type AnyFilterDeclaration = { [K in FilterKind]: FilterDeclaration<K> }[FilterKind];

const differs = (a: string, b: string) => a.trim().toUpperCase() !== b.trim().toUpperCase();
const given = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

/** A text filter matched exactly (case aside) against one field of each line. */
function exactText(label: string, field: (l: OrderLine) => string): FilterDeclaration<'text'> {
  return {
    kind: 'text',
    label,
    narrows: true,
    check: {
      applies: given,
      asked: (v) => `${label.toLowerCase()} ${v?.trim()}`,
      contradicts: (l, v) => differs(field(l), v ?? ''),
    },
  };
}

function wholeNumber(
  label: string,
  min: number,
  field: (l: OrderLine) => number,
): FilterDeclaration<'whole'> {
  return {
    kind: 'whole',
    label,
    min,
    check: {
      applies: (v) => v !== undefined,
      asked: (v) => `${label.toLowerCase()} ${v}`,
      contradicts: (l, v) => field(l) !== v,
    },
  };
}

const day = (label: string, specName: string): FilterDeclaration<'day'> & { specName: string } => ({
  kind: 'day',
  label,
  specName,
});

const flag = (label: string, initial: boolean): FilterDeclaration<'flag'> => ({
  kind: 'flag',
  label,
  initial,
});

/** The service's clock may run ahead of the browser's: a line due within a day of `now` proves nothing. */
const CLOCK_TOLERANCE_MS = 86_400_000;

const part = exactText('Part number', (l) => l.Part);
const confirmationNumber = exactText('Confirmation number', (l) => l.ConfirmationNumber);
const matchCount: FilterDeclaration<'matchCount'> = { kind: 'matchCount', label: 'Lines per page' };
const orderType: FilterDeclaration<'orderType'> = {
  kind: 'orderType',
  label: 'Order type',
  check: {
    // Past due only forces sales (spec 4.12): its own check covers the type.
    applies: (v, others) => v !== 'all' && others.pastDueOnly !== true,
    asked: (v) => `order type ${v}`,
    contradicts: (l, v) => l.LineType.toLowerCase() !== v,
  },
};
const includeCancelled: FilterDeclaration<'flag'> = {
  ...flag('Include cancelled lines', false),
  check: {
    applies: (v) => !v,
    asked: () => 'no cancelled lines',
    contradicts: (l) => l.Status.toLowerCase() === 'cancelled',
  },
};

const pastDueOnly: FilterDeclaration<'flag'> = {
  ...flag('Past due only', false),
  check: {
    applies: (v) => v,
    asked: () => 'past-due sales lines only',
    // Past due only forces sales (spec 4.12): another type, or a line due well after now, means the flag
    // was not read.
    contradicts: (l, _v, now) => l.LineType.toLowerCase() !== 'sales' || dueMs(l) >= now + CLOCK_TOLERANCE_MS,
  },
};

export const OPEN_ORDER_FILTERS = {
  part,
  orderType: { ...orderType, specName: 'matchOrderType' },
  confirmationNumber,
  includeReceivedOrders: { ...flag('Include received orders', false), specName: 'includeReceivedOrders' },
  pastDueOnly,
  matchCount,
} satisfies Record<string, AnyFilterDeclaration>;

export const ORDER_HISTORY_FILTERS = {
  orderId: { ...wholeNumber('Order id', 1, (l) => l.OrderId), narrows: true },
  mfgLineNumber: { ...wholeNumber('Line number', 0, (l) => l.MfgLineNumber), specName: 'mfgLineNumber' },
  lineNumber: { ...wholeNumber('Customer line number', 0, (l) => l.LineNumber), specName: 'lineNumber' },
  poNumber: exactText('PO number', (l) => l.PONumber),
  confirmationNumber,
  part,
  customerPart: exactText('Customer part number', (l) => l.CustomerPart),
  endCustomerName: {
    kind: 'text',
    label: 'End customer name',
    narrows: true,
    check: {
      applies: given,
      asked: (v) => `end customer ${v?.trim().toLowerCase()}`,
      contradicts: (l, v) => !l.EndCustomer.Name.toLowerCase().includes(v?.trim().toLowerCase() ?? ''),
    },
  },
  initialDate: day('Entered from', 'initialDate'),
  finalDate: day('Entered to', 'finalDate'),
  orderType,
  includeCancelled,
  includeShipments: flag('Include shipments', true),
  matchCount,
} satisfies Record<string, AnyFilterDeclaration>;

export const ORDER_SEARCH_FILTERS = {
  searchTerm: {
    kind: 'text',
    label: 'PO, confirmation or part number',
    required: 'Type a PO number, a confirmation number or a part number',
    check: {
      applies: given,
      asked: (v) => `the term ${v?.trim().toLowerCase()}`,
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

export type FilterDeclarations = Readonly<Record<string, AnyFilterDeclaration>>;

/** How one layer writes a filter of each kind (a URL, form or request schema). */
export type KindBuilders = { [K in FilterKind]: (declaration: FilterDeclaration<K>, key: string) => unknown };
export type ShapeOf<D extends FilterDeclarations, B extends KindBuilders> = {
  [K in keyof D]: ReturnType<B[D[K]['kind']]>;
};

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

const narrowing = Object.values(ORDER_HISTORY_FILTERS as FilterDeclarations)
  .filter((d) => d.narrows)
  .map((d) => d.label.toLowerCase());

/** The one message of the "at least one filter" rule: the narrowing filters, then the date range. */
export const HISTORY_NEEDS_A_FILTER = `Give at least one filter: ${narrowing.join(', ')}, or a date range.`;

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
    issues.push({ path: ['finalDate'], message: 'Give the final date too: the range needs both dates' });
  if (to && !from)
    issues.push({ path: ['initialDate'], message: 'Give the initial date too: the range needs both dates' });
  if (from && to && from > to)
    issues.push({ path: ['finalDate'], message: 'The final date must not be before the initial date' });
  if ((v.mfgLineNumber !== undefined || v.lineNumber !== undefined) && v.orderId === undefined)
    issues.push({ path: ['orderId'], message: 'Line numbers search within one order: give its order id' });
  const values: Readonly<Record<string, unknown>> = v;
  const narrowed = Object.entries(ORDER_HISTORY_FILTERS as FilterDeclarations).some(([key, d]) => {
    const value = values[key];
    return d.narrows === true && (typeof value === 'string' ? given(value) : value !== undefined);
  });
  // One date alone already has its own message.
  if (!narrowed && !from && !to) issues.push({ path: [], message: HISTORY_NEEDS_A_FILTER });
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
