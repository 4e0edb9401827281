import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { nullableList } from '../tolerantList';
import { jsonValueSchema } from './json';
import { withMakerFields } from './manufacturer';

/** The two names arrive under the manufacturer's own name (`oemAcmeCustomerName`): see manufacturer.ts. */
export const customerInformationSchema = lazySchema(() =>
  withMakerFields(
    z.object({
      oemNameProvided: z.boolean(),
      oemMatchFound: z.boolean(),
      oemMfrCustomerName: z.nullable(z.string()),
      cmNameProvided: z.boolean(),
      cmMatchFound: z.boolean(),
      cmMfrCustomerName: z.nullable(z.string()),
    }),
    ['oemMfrCustomerName', 'cmMfrCustomerName'],
  ),
);
export type CustomerInformation = z.infer<typeof customerInformationSchema>;

export const customerPriceSchema = lazySchema(() =>
  z.object({
    suggestedPrice: z.number(),
    contract: z.nullable(jsonValueSchema),
    oemCustomer: z.nullable(jsonValueSchema),
    minimumOrderQuantity: z.number().check(z.int()),
  }),
);
export type CustomerPrice = z.infer<typeof customerPriceSchema>;

export const customerPricingSchema = lazySchema(() =>
  z.object({
    part: z.string(),
    fullIncrementsRequired: z.boolean(),
    packagingQuantity: z.number().check(z.int()),
    isoCurrencyCode: z.string(),
    customerInformation: customerInformationSchema,
    bookPrice: z.object({ oem: z.number(), distributor: z.number() }),
    prices: nullableList(customerPriceSchema),
  }),
);
export type CustomerPricing = z.infer<typeof customerPricingSchema>;
