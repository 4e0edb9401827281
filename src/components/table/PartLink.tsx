import type { ReactNode } from 'react';
import { AnchorLink } from '../links';

/** A part number as a real link to /parts/$part (the router encodes "/", "#" and spaces in the segment). */
export function PartLink({
  part,
  children,
  tabIndex,
}: {
  part: string;
  children?: ReactNode;
  tabIndex?: number;
}) {
  return (
    <AnchorLink
      to="/parts/$part"
      params={{ part }}
      fw={600}
      ff="monospace"
      size="sm"
      tabIndex={tabIndex}
      style={{ whiteSpace: 'nowrap' }}
    >
      {children ?? part}
    </AnchorLink>
  );
}
