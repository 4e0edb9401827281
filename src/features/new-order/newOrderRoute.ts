import { getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';

/** Text from the URL: a number-looking value arrives as a number from the URL parser and is kept as text. */
const urlText = (max: number) =>
  z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().trim().max(max))
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .catch(undefined);

/**
 * The entry point `/orders/new?part=&qty=&customerPart=` (quotes, order history, pricing, the part page
 * and compare link here): it adds one line to the current draft, then the page removes these params.
 */
export const newOrderSearchSchema = z.object({
  part: urlText(64),
  qty: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  customerPart: urlText(50),
});

export const newOrderRouteApi = getRouteApi('/orders_/new');
