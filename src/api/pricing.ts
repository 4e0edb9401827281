import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type FetchOptions } from './http';
import { customerPricingSchema, type CustomerPricing } from './schemas';
import {
  currencyParam,
  encodePathSegment,
  intParam,
  keyParams,
  optionalText,
  parseParams,
  partParam,
} from './validate';

export const customerPricingParamsSchema = z
  .object({
    oemPart: optionalText,
    customerName: optionalText,
    contractManufacturerName: optionalText,
    quantity: intParam('quantity', 1).default(1),
    isoCurrencyCode: currencyParam,
    email: optionalText,
  })
  .refine((p) => !(p.oemPart && p.customerName), {
    path: ['customerName'],
    message:
      'oemPart and customerName cannot both be given: supply one of them for contract pricing, or neither for book pricing',
  });
export type CustomerPricingParams = z.input<typeof customerPricingParamsSchema>;

/** GET /v1/customerpricing/{part}: book pricing, or contract pricing for an OEM relationship. */
export async function getCustomerPricing(
  part: string,
  params: CustomerPricingParams = {},
  options: FetchOptions = {},
): Promise<CustomerPricing> {
  const endpoint = 'GET /v1/customerpricing/{part}';
  const checkedPart = parseParams(endpoint, partParam(), part);
  const query = parseParams(endpoint, customerPricingParamsSchema, params);
  return apiRequest({
    endpoint,
    area: 'pricing',
    path: `/v1/customerpricing/${encodePathSegment(checkedPart)}`,
    query,
    schema: customerPricingSchema,
    signal: options.signal,
  });
}

export const pricingKeys = {
  all: ['pricing'] as const,
  customer: (part: string, params: CustomerPricingParams = {}) =>
    [...pricingKeys.all, 'customer', part, keyParams(customerPricingParamsSchema, params)] as const,
};

export function customerPricingQueryOptions(part: string, params: CustomerPricingParams = {}) {
  return queryOptions({
    queryKey: pricingKeys.customer(part, params),
    queryFn: ({ signal }) => getCustomerPricing(part, params, { signal }),
  });
}
