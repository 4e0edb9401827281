import { Checkbox, Popover, Stack } from '@mantine/core';
import { ColumnsToggle } from './ColumnsButton';
import type { KitTableInstance, RowData } from './meta';
import { headerLabel } from './meta';
import { t } from '@lingui/core/macro';

/** "Columns": a checkbox per column the user may hide (the choice lives in the URL with useTableSearch). */
export function ColumnChooser<T extends RowData>({
  table,
  label,
  defaultOpened,
}: {
  table: KitTableInstance<T>;
  label: string;
  /** Mounted by the first click on the button (ColumnsButton): open at once. */
  defaultOpened?: boolean;
}) {
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (columns.length === 0) return null;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus defaultOpened={defaultOpened}>
      <Popover.Target>
        <ColumnsToggle />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t`Columns of ${label}`}>
          {columns.map((column) => (
            <Checkbox
              key={column.id}
              size="sm"
              label={headerLabel(column)}
              checked={column.getIsVisible()}
              // Keep at least one column: a table with none shows nothing to choose back from.
              disabled={column.getIsVisible() && table.getVisibleLeafColumns().length === 1}
              onChange={column.getToggleVisibilityHandler()}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
