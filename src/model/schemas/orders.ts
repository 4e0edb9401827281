import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { listAnswerSchema } from '../listAnswer';
import { nullableList } from '../tolerantList';
import { isoDateTimeSchema, jsonArraySchema } from './json';

export const idNameSchema = lazySchema(() => z.object({ Id: z.number().check(z.int()), Name: z.string() }));
export type IdName = z.infer<typeof idNameSchema>;

export const shippingOptionSchema = lazySchema(() =>
  z.object({
    Carrier: idNameSchema,
    ServiceLevel: idNameSchema,
    BillingOption: idNameSchema,
  }),
);

export const customerSchema = lazySchema(() => z.object({ Id: z.number().check(z.int()), Name: z.string() }));
export type Customer = z.infer<typeof customerSchema>;

export const addressSchema = lazySchema(() =>
  z.object({
    Id: z.number().check(z.int()),
    Name: z.string(),
    Address1: z.string(),
    Address2: z.nullable(z.string()),
    Address3: z.nullable(z.string()),
    City: z.string(),
    State: z.string(),
    PostalCode: z.string(),
    Country: z.string(),
  }),
);
export type Address = z.infer<typeof addressSchema>;

export const locationSchema = lazySchema(() =>
  z.object({
    Id: z.number().check(z.int()),
    Customer: customerSchema,
    Address: addressSchema,
  }),
);
export type Location = z.infer<typeof locationSchema>;

export const shipmentSchema = lazySchema(() =>
  z.object({
    ShipmentId: z.number().check(z.int()),
    ShipmentReference: z.string(),
    LeadTrackingNumber: z.string(),
    ShipDate: isoDateTimeSchema,
    ShipAttention: z.string(),
    QuantityShipped: z.number().check(z.int()),
  }),
);
export type Shipment = z.infer<typeof shipmentSchema>;

export const orderLineSchema = lazySchema(() =>
  z.object({
    Id: z.string(),
    OrderId: z.number().check(z.int()),
    MfgLineNumber: z.number().check(z.int()),
    LineNumber: z.number().check(z.int()),
    LineType: z.string(),
    ConfirmationNumber: z.string(),
    Status: z.string(),
    PONumber: z.string(),
    ShippingOption: shippingOptionSchema,
    ReferencePONumber: z.nullable(z.string()),
    Notes: jsonArraySchema,
    TrackingNumbers: jsonArraySchema,
    Entered: isoDateTimeSchema,
    Requested: isoDateTimeSchema,
    Scheduled: isoDateTimeSchema,
    RescheduleDate: z.nullable(isoDateTimeSchema),
    CustomerPart: z.string(),
    Part: z.string(),
    Currency: z.string(),
    Quantity: z.number().check(z.int()),
    NetPrice: z.number(),
    ShipTo: locationSchema,
    BillTo: locationSchema,
    EndCustomer: customerSchema,
    EndCustomerLocation: locationSchema,
    SourceId: z.number().check(z.int()),
    ConvertedNetPrice: z.number(),
    /** Present on history lines when shipment information was requested; absent otherwise; null reads as []. */
    Shipments: z.optional(nullableList(shipmentSchema)),
  }),
);
export type OrderLine = z.infer<typeof orderLineSchema>;
export const orderLineListSchema = lazySchema(() => z.array(orderLineSchema));
export const orderLineListAnswerSchema = listAnswerSchema(orderLineSchema, 'Id');

/** POST /v1/new answers an array of confirmation numbers. */
export const newOrderResponseSchema = lazySchema(() => z.array(z.string()));
