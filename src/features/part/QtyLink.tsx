import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A link that sets the calculator's quantity (a URL change, so it is shareable and undoable). */
export function QtyLink({ qty, children }: { qty: number; children: ReactNode }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link
          {...props}
          from="/parts/$part"
          to="."
          search={(prev) => ({ ...prev, qty })}
          replace
          resetScroll={false}
        />
      )}
    >
      {children}
    </Anchor>
  );
}
