import type { ReactNode } from 'react';
import { Anchor, Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';

/**
 * `/orders/new?part=&qty=`: the new-order form adds this line to the current draft. A plain href until
 * that route exists in the route tree (a typed router link to a missing route does not compile).
 */
export function newOrderHref(part: string, qty: number): string {
  return `/orders/new?${new URLSearchParams({ part, qty: String(qty) }).toString()}`;
}

type Props = { part: string; qty: number; children: ReactNode };

/** A button-styled link that starts an order for a part and quantity. */
export function NewOrderButton({ part, qty, children, ...buttonProps }: Props & ButtonProps) {
  return (
    <Button
      component="a"
      href={newOrderHref(part, qty)}
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      {...buttonProps}
    >
      {children}
    </Button>
  );
}

/** The same as a text link, for table rows. */
export function NewOrderAnchor({ part, qty, children }: Props) {
  return (
    <Anchor href={newOrderHref(part, qty)} size="sm">
      {children}
    </Anchor>
  );
}
