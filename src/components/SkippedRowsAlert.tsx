import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { describeSkippedRow, type SkippedRow } from '@/model/tolerantList';

/** Rows named one by one up to this many; beyond it the notice says how many more. */
const LISTED = 5;

/** The notice itself (SkippedRowsNotice.tsx), for a list answer that had rows left out. */
export function SkippedRowsAlert({ skipped }: { skipped: readonly SkippedRow[] }) {
  const [first] = skipped;
  const description = first ? describeSkippedRow(first) : '';
  const title =
    skipped.length === 1
      ? t`1 row skipped: ${description}`
      : plural(skipped.length, { one: '# row skipped', other: '# rows skipped' });
  const more = skipped.length - LISTED;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      role="status"
    >
      <Text size="sm">
        {plural(skipped.length, {
          one: 'The service sent a row that did not match the expected format, so it is not shown. The other rows are complete. If this keeps happening, tell the service’s administrator which row and field.',
          other:
            'The service sent rows that did not match the expected format, so they are not shown. The other rows are complete. If this keeps happening, tell the service’s administrator which row and field.',
        })}
      </Text>
      {skipped.length > 1 ? (
        <List size="sm" mt="xs">
          {skipped.slice(0, LISTED).map((row) => (
            <List.Item key={row.index}>{describeSkippedRow(row)}</List.Item>
          ))}
          {more > 0 ? (
            <List.Item>
              <Trans>and {more} more</Trans>
            </List.Item>
          ) : null}
        </List>
      ) : null}
    </Alert>
  );
}
