import { Drawer, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

function panelTitle(line: OrderLine | undefined): string {
  if (!line) return t`Order line`;
  const orderId = line.OrderId;
  const lineNumber = line.MfgLineNumber;
  return t`Order ${orderId}, line ${lineNumber}`;
}

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
      title={panelTitle(line)}
      closeButtonProps={{ 'aria-label': t`Close the line details` }}
    >
      {line ? (
        <LineDetails line={line} />
      ) : searching ? (
        <Text c="dimmed" role="status">
          <Trans>Looking for the line…</Trans>
        </Text>
      ) : (
        <Text role="alert">
          <Trans>
            This line is not among the results of these filters. Line links are valid only while the same
            filters are shown; open the line again from the table.
          </Trans>
        </Text>
      )}
    </Drawer>
  );
}
