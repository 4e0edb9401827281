import { Button, Checkbox, Group, Menu, Select, Text } from '@mantine/core';
import { IconColumns, IconDownload } from '@tabler/icons-react';
import type { Column } from '@/components/table';
import type { OrderLine } from '@/api/schemas';
import { formatQuantity } from '@/lib/format';
import { SORTABLE } from './orderLineColumns';

type Props = {
  columns: readonly Column<OrderLine>[];
  hidden: ReadonlySet<string>;
  sort: string | undefined;
  loaded: number;
  complete: boolean;
  onSort: (sort: string | undefined) => void;
  onToggleColumn: (id: string) => void;
  onExport: () => void;
};

const SORT_OPTIONS = [
  { value: '', label: 'As the service sends them' },
  ...Object.entries(SORTABLE).flatMap(([id, { label }]) => [
    { value: `${id}.asc`, label: `${label}, ascending` },
    { value: `${id}.desc`, label: `${label}, descending` },
  ]),
];

/** Sorting and column choice (both kept in the URL), the count of lines loaded and the CSV export. */
export function OrderTableToolbar({
  columns,
  hidden,
  sort,
  loaded,
  complete,
  onSort,
  onToggleColumn,
  onExport,
}: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <Select
          label="Sort loaded lines"
          data={SORT_OPTIONS}
          value={sort ?? ''}
          onChange={(value) => onSort(value || undefined)}
          allowDeselect={false}
          w={240}
          size="sm"
        />
        <Menu closeOnItemClick={false} position="bottom-start">
          <Menu.Target>
            <Button variant="default" size="sm" leftSection={<IconColumns size={16} aria-hidden />}>
              Columns
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {columns.map((column) => (
              <Menu.Item key={column.id} component="div">
                <Checkbox
                  label={column.header}
                  checked={!hidden.has(column.id)}
                  onChange={() => onToggleColumn(column.id)}
                  disabled={column.id === 'order'}
                />
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="sm" align="center">
        <Text size="sm" c="dimmed" role="status">
          {formatQuantity(loaded)} {loaded === 1 ? 'line' : 'lines'} loaded{complete ? ' (all)' : ''}
        </Text>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onExport}
        >
          Export CSV
        </Button>
      </Group>
    </Group>
  );
}
