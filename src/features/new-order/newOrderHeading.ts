import { t } from '@lingui/core/macro';

/** The page's heading as it first shows: while the form's code loads, and above the form once it has. */
export const newOrderTitle = () => t`New order`;
export const newOrderDescription = () =>
  t`Order parts for delivery to your addresses. Prices are your customer prices.`;
