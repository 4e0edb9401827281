import { z } from 'zod';

/**
 * POST /v1/new body. The spec gives no field names: only that dates are ISO 8601 dates without a time but
 * with a time-zone offset, and that a HoldReason may be set. This shape (PascalCase, like order lines) is
 * the portal's choice, recorded in docs/api-assumptions.md and validated the same way by the mocks.
 */
export const offsetDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(Z|[+-](0\d|1[0-4]):[0-5]\d)$/, {
    message: 'must be a date with a time-zone offset, like 2026-12-01+01:00',
  });

export const newOrderLineSchema = z.lazy(() =>
  z.object({
    LineNumber: z.number().int().positive(),
    Part: z.string().trim().min(1, { message: 'part number is required' }),
    CustomerPart: z.string().trim().max(50).optional(),
    Quantity: z.number().int().positive({ message: 'quantity must be at least 1' }),
    RequestedDate: offsetDateSchema,
  }),
);

export const newOrderSchema = z.lazy(() =>
  z.object({
    PONumber: z.string().trim().min(1, { message: 'PO number is required' }).max(35),
    ReferencePONumber: z.string().trim().max(35).optional(),
    OrderType: z.enum(['sales', 'sample', 'nco']),
    ShipToId: z.number().int().positive(),
    BillToId: z.number().int().positive(),
    EndCustomerId: z.number().int().positive().optional(),
    CarrierId: z.number().int().positive(),
    ServiceLevelId: z.number().int().positive(),
    BillingOptionId: z.number().int().positive(),
    Currency: z.string().regex(/^[A-Z]{3}$/, { message: 'must be an ISO 4217 code' }),
    HoldReason: z.string().trim().max(500).optional(),
    Notes: z.string().trim().max(2000).optional(),
    Lines: z.array(newOrderLineSchema).min(1, { message: 'an order needs at least one line' }).max(200),
  }),
);

export type NewOrder = z.infer<typeof newOrderSchema>;
