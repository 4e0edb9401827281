import { createFormContext } from '@mantine/form';
import type { OrderFormValues } from './orderForm';

/** The order form shared by the page's sections without passing it through every prop. */
export const [OrderFormProvider, useOrderFormContext, useOrderForm] = createFormContext<OrderFormValues>();
