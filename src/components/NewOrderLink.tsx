import type { ReactNode } from 'react';
import type { AnchorProps, ButtonProps } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from './links';

/*
 * `/orders/new?part=&qty=`: the new-order form adds this line to the current draft. Typed router links
 * (real anchors: a new tab works), so a renamed route or search param fails the typecheck.
 */

type Props = { part: string; qty: number; children: ReactNode };

/** A button-styled link that starts an order for a part and quantity. */
export function NewOrderButton({ part, qty, children, ...buttonProps }: Props & ButtonProps) {
  return (
    <ButtonLink
      to="/orders/new"
      search={{ part, qty }}
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      {...buttonProps}
    >
      {children}
    </ButtonLink>
  );
}

/** The same as a text link, for table rows and prose. */
export function NewOrderAnchor({ part, qty, children, ...anchorProps }: Props & AnchorProps) {
  return (
    <AnchorLink to="/orders/new" search={{ part, qty }} size="sm" {...anchorProps}>
      {children}
    </AnchorLink>
  );
}
