import { lazy, Suspense, useState, type Ref } from 'react';
import { Button } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { KitTableInstance, RowData } from './meta';
import { Trans } from '@lingui/react/macro';

// The chooser is a Popover, so floating-ui: it loads on the first click, and no page waits for it to
// show its table. The button itself renders with its table: a button arriving later would push the
// toolbar's other buttons aside under the pointer of someone already clicking them.
const ColumnChooser = lazy(() => import('./ColumnChooser').then((m) => ({ default: m.ColumnChooser })));

type ToggleProps = { onClick?: () => void; ref?: Ref<HTMLButtonElement> } & Record<`aria-${string}`, unknown>;

/** The "Columns" button itself: the same before the chooser's code has come and as the Popover's target. */
export function ColumnsToggle(props: ToggleProps) {
  return (
    <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />} {...props}>
      <Trans>Columns</Trans>
    </Button>
  );
}

/** "Columns" on a table that offers it: the button at once, the chooser from the first click on. */
export function ColumnsButton({ table, label }: { table: KitTableInstance<RowData>; label: string }) {
  const [wanted, setWanted] = useState(false);
  if (!table.getAllLeafColumns().some((c) => c.getCanHide())) return null;
  if (!wanted)
    return <ColumnsToggle aria-haspopup="dialog" aria-expanded={false} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ColumnsToggle aria-haspopup="dialog" aria-expanded={false} aria-busy />}>
      <ColumnChooser table={table} label={label} defaultOpened />
    </Suspense>
  );
}
