import type { MessageDescriptor } from '@lingui/core';
import type { OrderType } from './orderFilters';
import type { OrderLine } from './schemas';

/*
 * What the declaration of an order filter holds, and how each layer builds on it (model/orderFilters.ts
 * declares the filters and re-exports these types): kept apart so the declarations stay short.
 */

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
  /** What the user asked for, in words and in the language shown ("part number X1"). */
  asked: (value: V) => string;
  /** `now`: when the lines were fetched. */
  contradicts: (line: OrderLine, value: V, now: number) => boolean;
};

export type FilterDeclaration<K extends FilterKind = FilterKind> = {
  kind: K;
  /** The form field's label (shown with `i18n._`). */
  label: MessageDescriptor;
  /** The wire name the spec gives; without one the API profile names the parameter. */
  specName?: string;
  /** Whole numbers: the smallest allowed. */
  min?: number;
  /** Flags: the value when not given. */
  initial?: boolean;
  /** Text filters required by their request (the message says what to type; shown with `i18n._`). */
  required?: MessageDescriptor;
  /** Counts towards history's "at least one filter" rule. */
  narrows?: boolean;
  check?: LineCheck<FilterValues[K]>;
};
export type AnyFilterDeclaration = { [K in FilterKind]: FilterDeclaration<K> }[FilterKind];

export type FilterDeclarations = Readonly<Record<string, AnyFilterDeclaration>>;

/** How one layer writes a filter of each kind (a URL, form or request schema). */
export type KindBuilders = { [K in FilterKind]: (declaration: FilterDeclaration<K>, key: string) => unknown };
export type ShapeOf<D extends FilterDeclarations, B extends KindBuilders> = {
  [K in keyof D]: ReturnType<B[D[K]['kind']]>;
};
