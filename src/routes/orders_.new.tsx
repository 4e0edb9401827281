import { createFileRoute } from '@tanstack/react-router';
import { NewOrderPage } from '@/features/new-order/NewOrderPage';
import { newOrderSearchSchema } from '@/features/new-order/newOrderRoute';

/** /orders/new, a sibling of the /orders pages rather than a child, so it needs no outlet there. */
export const Route = createFileRoute('/orders_/new')({
  validateSearch: newOrderSearchSchema,
  component: NewOrderPage,
});
