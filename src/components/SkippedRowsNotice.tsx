import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeSkippedRow, type SkippedRow } from '@/model/tolerantList';

/** Rows named one by one up to this many; beyond it the notice says how many more. */
const LISTED = 5;

/**
 * Says which rows of a list answer did not fit the spec and were left out (src/model/tolerantList.ts):
 * "1 row skipped: row 4 (Id X): field "Quantity" expected a number". Renders nothing when none were.
 * Put it above the rows of any list: `<SkippedRowsNotice skipped={data.skipped} />`.
 */
export function SkippedRowsNotice({ skipped }: { skipped: readonly SkippedRow[] }) {
  if (skipped.length === 0) return null;
  const count = skipped.length === 1 ? '1 row skipped' : `${skipped.length} rows skipped`;
  const [first] = skipped;
  const title = skipped.length === 1 && first ? `${count}: ${describeSkippedRow(first)}` : `${count}`;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      role="status"
    >
      <Text size="sm">
        The service sent {skipped.length === 1 ? 'a row' : 'rows'} that did not match the expected format, so{' '}
        {skipped.length === 1 ? 'it is' : 'they are'} not shown. The other rows are complete. If this keeps
        happening, tell the service’s administrator which row and field.
      </Text>
      {skipped.length > 1 ? (
        <List size="sm" mt="xs">
          {skipped.slice(0, LISTED).map((row) => (
            <List.Item key={row.index}>{describeSkippedRow(row)}</List.Item>
          ))}
          {skipped.length > LISTED ? <List.Item>and {skipped.length - LISTED} more</List.Item> : null}
        </List>
      ) : null}
    </Alert>
  );
}
