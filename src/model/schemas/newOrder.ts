import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';

/**
 * POST /v1/new body. The spec gives no field names: only that dates are ISO 8601 dates without a time but
 * with a time-zone offset, and that a HoldReason may be set. This shape (PascalCase, like order lines) is
 * the portal's choice, recorded in docs/api-assumptions.md and validated the same way by the mocks.
 */
export const offsetDateSchema = lazySchema(() =>
  z.string().check(
    z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(Z|[+-](0\d|1[0-4]):[0-5]\d)$/, {
      error: () => t`must be a date with a time-zone offset, like 2026-12-01+01:00`,
    }),
  ),
);

export const newOrderLineSchema = lazySchema(() =>
  z.object({
    LineNumber: z.number().check(z.int(), z.positive()),
    Part: z.string().check(z.trim(), z.minLength(1, { error: () => t`part number is required` })),
    CustomerPart: z.optional(z.string().check(z.trim(), z.maxLength(50))),
    Quantity: z.number().check(z.int(), z.positive({ error: () => t`quantity must be at least 1` })),
    RequestedDate: offsetDateSchema,
  }),
);

export const newOrderSchema = lazySchema(() =>
  z.object({
    PONumber: z
      .string()
      .check(z.trim(), z.minLength(1, { error: () => t`PO number is required` }), z.maxLength(35)),
    ReferencePONumber: z.optional(z.string().check(z.trim(), z.maxLength(35))),
    OrderType: z.enum(['sales', 'sample', 'nco']),
    ShipToId: z.number().check(z.int(), z.positive()),
    BillToId: z.number().check(z.int(), z.positive()),
    EndCustomerId: z.optional(z.number().check(z.int(), z.positive())),
    CarrierId: z.number().check(z.int(), z.positive()),
    ServiceLevelId: z.number().check(z.int(), z.positive()),
    BillingOptionId: z.number().check(z.int(), z.positive()),
    Currency: z.string().check(z.regex(/^[A-Z]{3}$/, { error: () => t`must be an ISO 4217 code` })),
    HoldReason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    Notes: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
    Lines: z
      .array(newOrderLineSchema)
      .check(z.minLength(1, { error: () => t`an order needs at least one line` }), z.maxLength(200)),
  }),
);

export type NewOrder = z.infer<typeof newOrderSchema>;
