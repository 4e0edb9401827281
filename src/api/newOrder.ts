import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type FetchOptions } from './http';
import { newOrderResponseSchema, newOrderSchema, type NewOrder } from '@/model/schemas';
import { parseParams } from './validate';
import { orderKeys } from './orderLines';
import { getApiProfile } from './profile';

/** The checked order under the field names of the API profile (the spec shows none, 4.15). */
export function toWireOrder(order: NewOrder): Record<string, unknown> {
  const names = getApiProfile().newOrder;
  const rename = (record: object, map: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(record).map(([field, value]: [string, unknown]) => [map[field] ?? field, value]),
    );
  return rename({ ...order, Lines: order.Lines.map((line) => rename(line, names.line)) }, names.order);
}

/** POST /v1/new: the confirmation numbers of the new order. Never retried (it would order twice). */
export async function submitOrder(order: NewOrder, options: FetchOptions = {}): Promise<string[]> {
  const endpoint = 'POST /v1/new';
  const body = toWireOrder(parseParams(endpoint, newOrderSchema, order));
  return apiRequest({
    endpoint,
    area: 'orders',
    method: 'POST',
    path: '/v1/new',
    body,
    schema: newOrderResponseSchema,
    signal: options.signal,
  });
}

/** Submitting refreshes every order list (the new lines appear in open orders and history). */
export function submitOrderMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...orderKeys.all, 'new'] as const,
    mutationFn: (order: NewOrder) => submitOrder(order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
