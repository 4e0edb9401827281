import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { i18n } from '@/lib/i18n';
import { newOrderSchema, type NewOrder } from '@/model/schemas';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from '@/lib/currencies';
import { isCalendarDate, toOffsetDate, todayIn } from '@/lib/offsetDate';

/** The order types, each named for the user (`i18n._(label)`). */
export const NEW_ORDER_TYPE_OPTIONS = [
  { value: 'sales', label: msg`Sales order` },
  { value: 'sample', label: msg`Sample order` },
  { value: 'nco', label: msg`Non-cancellable order (NCO)` },
] as const satisfies readonly { value: string; label: MessageDescriptor }[];
export type OrderTypeValue = (typeof NEW_ORDER_TYPE_OPTIONS)[number]['value'];
export const MAX_ORDER_LINES = 200;

/** One line as the form holds it: text as typed, the date as the picked calendar day (yyyy-MM-dd). */
export const draftLineSchema = z.object({
  key: z.string(),
  part: z._default(z.string(), ''),
  customerPart: z._default(z.string(), ''),
  quantity: z._default(z.union([z.number(), z.literal('')]), ''),
  requestedDate: z._default(z.string(), ''),
});
export type DraftLine = z.infer<typeof draftLineSchema>;

/** The whole form, as stored in the draft; `.catch` per field so an old or edited draft still loads. */
export const orderFormValuesSchema = z.object({
  poNumber: z.catch(z.string(), ''),
  referencePoNumber: z.catch(z.string(), ''),
  orderType: z.catch(z.enum(['sales', 'sample', 'nco']), 'sales'),
  currency: z.catch(z.enum(CURRENCY_CODES), DEFAULT_CURRENCY),
  shipToId: z.catch(z.string(), ''),
  billToId: z.catch(z.string(), ''),
  endCustomerId: z.catch(z.string(), ''),
  carrierId: z.catch(z.string(), ''),
  serviceLevelId: z.catch(z.string(), ''),
  billingOptionId: z.catch(z.string(), ''),
  notes: z.catch(z.string(), ''),
  hold: z.catch(z.boolean(), false),
  holdReason: z.catch(z.string(), ''),
  lines: z.catch(z.array(draftLineSchema).check(z.maxLength(MAX_ORDER_LINES)), []),
});
export type OrderFormValues = z.infer<typeof orderFormValuesSchema>;

export function emptyOrder(currency: OrderFormValues['currency'] = DEFAULT_CURRENCY): OrderFormValues {
  return orderFormValuesSchema.parse({ currency, lines: [newLine()] });
}

let keySeq = 0;
export function newLineKey(): string {
  keySeq += 1;
  return `${Date.now().toString(36)}-${keySeq}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A new line asks for delivery as soon as possible: today in the user's time zone. */
export function newLine(init: Partial<Omit<DraftLine, 'key'>> = {}): DraftLine {
  return {
    key: newLineKey(),
    part: init.part ?? '',
    customerPart: init.customerPart ?? '',
    quantity: init.quantity ?? '',
    requestedDate: init.requestedDate ?? todayIn(),
  };
}

const idOrZero = (value: string) => (/^\d+$/.test(value) ? Number(value) : 0);
const optionalText = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The request body of POST /v1/new for these values (invalid values stay invalid for the schema to name). */
export function toNewOrder(values: OrderFormValues, timeZone?: string): NewOrder {
  return {
    PONumber: values.poNumber.trim(),
    ReferencePONumber: optionalText(values.referencePoNumber),
    OrderType: values.orderType,
    ShipToId: idOrZero(values.shipToId),
    BillToId: idOrZero(values.billToId),
    EndCustomerId: values.endCustomerId === '' ? undefined : idOrZero(values.endCustomerId),
    CarrierId: idOrZero(values.carrierId),
    ServiceLevelId: idOrZero(values.serviceLevelId),
    BillingOptionId: idOrZero(values.billingOptionId),
    Currency: values.currency,
    HoldReason: values.hold ? values.holdReason.trim() : undefined,
    Notes: optionalText(values.notes),
    Lines: values.lines.map((line, i) => ({
      LineNumber: i + 1,
      Part: line.part.trim(),
      CustomerPart: optionalText(line.customerPart),
      Quantity: line.quantity === '' ? 0 : line.quantity,
      RequestedDate: isCalendarDate(line.requestedDate) ? toOffsetDate(line.requestedDate, timeZone) : '',
    })),
  };
}

/** Body field → form field, with the words a person needs next to that field (read when a check fails). */
type FieldTarget = { path: string; message?: MessageDescriptor };
const FIELD_OF: Record<string, FieldTarget> = {
  PONumber: { path: 'poNumber' },
  ReferencePONumber: { path: 'referencePoNumber', message: msg`At most 35 characters` },
  ShipToId: { path: 'shipToId', message: msg`Choose where the order ships to` },
  BillToId: { path: 'billToId', message: msg`Choose who is billed` },
  EndCustomerId: { path: 'endCustomerId', message: msg`Choose an end customer or leave it empty` },
  CarrierId: { path: 'carrierId', message: msg`Choose a carrier` },
  ServiceLevelId: { path: 'serviceLevelId', message: msg`Choose a service level` },
  BillingOptionId: { path: 'billingOptionId', message: msg`Choose how freight is billed` },
  HoldReason: { path: 'holdReason', message: msg`At most 500 characters` },
  Notes: { path: 'notes', message: msg`At most 2,000 characters` },
  Lines: { path: 'lines' },
};
const LINE_FIELD_OF: Record<string, FieldTarget> = {
  Part: { path: 'part', message: msg`Enter a part number` },
  CustomerPart: { path: 'customerPart', message: msg`At most 50 characters` },
  Quantity: { path: 'quantity', message: msg`Enter a quantity of at least 1` },
  RequestedDate: { path: 'requestedDate', message: msg`Pick a requested date` },
};

/** The field's own words, else the body schema's message (zod's, or model/schemas/newOrder.ts's). */
function messageFor(target: FieldTarget | undefined, issueMessage: string): string {
  return target?.message ? i18n._(target.message) : capitalise(issueMessage);
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The form's schema is the request body's: values are turned into the body and checked with
 * `newOrderSchema`, each problem reported on the form field it came from. The form adds what only it
 * knows: a chosen hold needs a reason, and a requested date is not in the past.
 */
export function orderFormSchema(options: { today?: () => string } = {}) {
  const today = options.today ?? (() => todayIn());
  return orderFormValuesSchema.check(
    z.superRefine((values, ctx) => {
      const body = newOrderSchema.safeParse(toNewOrder(values));
      if (!body.success) {
        for (const issue of body.error.issues) {
          const [head, index, field] = issue.path;
          if (head === 'Lines' && typeof index === 'number' && typeof field === 'string') {
            const target = LINE_FIELD_OF[field];
            if (target)
              ctx.addIssue({
                code: 'custom',
                path: ['lines', index, target.path],
                message: messageFor(target, issue.message),
              });
            continue;
          }
          const target = typeof head === 'string' ? FIELD_OF[head] : undefined;
          ctx.addIssue({
            code: 'custom',
            path: target ? [target.path] : [],
            message: messageFor(target, issue.message),
          });
        }
      }
      if (values.hold && values.holdReason.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['holdReason'],
          message: t`Say why the order should be held for review`,
        });
      }
      const min = today();
      values.lines.forEach((line, i) => {
        if (isCalendarDate(line.requestedDate) && line.requestedDate < min) {
          ctx.addIssue({
            code: 'custom',
            path: ['lines', i, 'requestedDate'],
            message: t`The requested date is in the past: pick today or later`,
          });
        }
      });
    }),
  );
}
