import { useRef, type ReactNode } from 'react';
import { Table, type TableScrollContainerProps } from '@mantine/core';
import { useBoxAnswer } from './useBoxAnswer';

type Props = Omit<TableScrollContainerProps, 'type' | 'children'> & {
  /** The region's name once the box scrolls (the table's label). */
  label: string;
  children: ReactNode;
};

/**
 * A table's box, which scrolls sideways when the table is wider (a phone, long headers): then it is a
 * labelled region in the tab order (axe: scrollable-region-focusable), else it adds no tab stop. It owns
 * the measurement, so learning that its table scrolls renders the box again, not the rows given to it as
 * children: measured inside the table, that was the whole table rendered again in one task on a phone
 * (25 to 30 ms of a laptop's CPU on /orders, four times that on a phone's).
 */
export function SidewaysScrollBox({ label, children, ...props }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useBoxAnswer(
    ref,
    () => false,
    (box) => box.scrollWidth > box.clientWidth + 1,
    {
      withContent: true,
    },
  );
  return (
    <Table.ScrollContainer
      ref={ref}
      type="native"
      {...props}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </Table.ScrollContainer>
  );
}
