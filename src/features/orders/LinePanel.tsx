import { Drawer, Text } from '@mantine/core';
import type { OrderLine } from '@/model/schemas';
import { LineDetails } from './LineDetails';

type Props = {
  /** The `line` search param: the Id of the line to show, or undefined when the panel is closed. */
  lineId: string | undefined;
  lines: readonly OrderLine[];
  /** More pages may hold the line (useOrderLines pages on until it is found). */
  hasNextPage: boolean;
  onClose: () => void;
};

/**
 * The side panel of one line, opened by `?line=<Id>` so a line can be shared. A shared link opens the
 * table's first page; useOrderLines pages on through the same session until the line is found.
 */
export function LinePanel({ lineId, lines, hasNextPage, onClose }: Props) {
  const line = lineId === undefined ? undefined : lines.find((l) => l.Id === lineId);
  const searching = lineId !== undefined && line === undefined && hasNextPage;

  return (
    <Drawer
      opened={lineId !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={line ? `Order ${line.OrderId}, line ${line.MfgLineNumber}` : 'Order line'}
      closeButtonProps={{ 'aria-label': 'Close the line details' }}
    >
      {line ? (
        <LineDetails line={line} />
      ) : searching ? (
        <Text c="dimmed" role="status">
          Looking for the line…
        </Text>
      ) : (
        <Text role="alert">
          This line is not among the results of these filters. Line links are valid only while the same
          filters are shown; open the line again from the table.
        </Text>
      )}
    </Drawer>
  );
}
