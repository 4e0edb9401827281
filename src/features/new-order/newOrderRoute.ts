import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { INT32_MAX } from '@/lib/limits';
import { optionalTextParam } from '@/lib/searchParams';

/**
 * The entry point `/orders/new?part=&qty=&customerPart=` (quotes, order history, pricing, the part page
 * and compare link here): it adds one line to the current draft, then the page removes these params.
 */
export const newOrderSearchSchema = lazySchema(() =>
  z.object({
    part: optionalTextParam(64),
    qty: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(INT32_MAX))), undefined),
    customerPart: optionalTextParam(50),
  }),
);

export const newOrderRouteApi = getRouteApi('/orders_/new');
