/** The largest value of the API's int32 fields (quantities, counts, ids: spec 2.2's integer type). */
export const INT32_MAX = 2_147_483_647;

/** The largest quantity any quantity field takes: beyond it a buyer asks for a quote anyway. */
export const MAX_QUANTITY = 100_000_000;
