/**
 * Quote price breaks carry no currency in the spec (2.4), and GET /v1 takes no currency parameter: they
 * are shown in the API's default currency, USD (docs/api-assumptions.md).
 */
export const QUOTE_CURRENCY = 'USD';
