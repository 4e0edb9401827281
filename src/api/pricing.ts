import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { customerPricingSchema } from '@/model/schemas';
import { currencyParam, intParam, keyParams, optionalText } from './validate';
import { definePartGet, requestQueryOptions } from './request';

export const customerPricingParamsSchema = lazySchema(() =>
  z
    .object({
      oemPart: optionalText,
      customerName: optionalText,
      contractManufacturerName: optionalText,
      quantity: z._default(intParam('quantity', 1), 1),
      isoCurrencyCode: currencyParam,
      email: optionalText,
    })
    .check(
      z.refine((p) => !(p.oemPart && p.customerName), {
        path: ['customerName'],
        error: () =>
          t`oemPart and customerName cannot both be given: supply one of them for contract pricing, or neither for book pricing`,
      }),
    ),
);
export type CustomerPricingParams = z.input<typeof customerPricingParamsSchema>;

/** GET /v1/customerpricing/{part}: book pricing, or contract pricing for an OEM relationship. */
export const getCustomerPricing = definePartGet({
  area: 'pricing',
  route: '/v1/customerpricing/{part}',
  params: customerPricingParamsSchema,
  answer: customerPricingSchema,
});

export const pricingKeys = {
  all: ['pricing'] as const,
  customer: (part: string, params: CustomerPricingParams = {}) =>
    [...pricingKeys.all, 'customer', part, keyParams(customerPricingParamsSchema, params)] as const,
};

export const customerPricingQueryOptions = (part: string, params: CustomerPricingParams = {}) =>
  requestQueryOptions(pricingKeys.customer(part, params), (options) =>
    getCustomerPricing(part, params, options),
  );
