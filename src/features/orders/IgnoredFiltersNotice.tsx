import { Alert, Code, List, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { IgnoredFilter } from './ignoredFilters';

function IgnoredFilterItem({ filter }: { filter: IgnoredFilter }) {
  // Plain names: translators see them as the message's placeholders.
  const asked = filter.label;
  const orderId = filter.example.OrderId;
  const lineNumber = filter.example.MfgLineNumber;
  const param = filter.param;
  return (
    <List.Item>
      <Trans>
        You asked for {asked}, but the service sent lines that do not match (e.g. order {orderId} line{' '}
        {lineNumber}): it ignored the parameter <Code>{param}</Code>.
      </Trans>
    </List.Item>
  );
}

/**
 * Says plainly that lines came back unfiltered by a parameter, instead of presenting them as filtered:
 * the parameter names beyond the spec's are guesses, and a service ignores a key it does not know.
 */
export function IgnoredFiltersNotice({ ignored }: { ignored: readonly IgnoredFilter[] }) {
  const count = ignored.length;
  if (count === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconFilterOff aria-hidden />}
      title={plural(count, {
        one: 'The service ignored a filter',
        other: 'The service ignored some filters',
      })}
      role="alert"
    >
      <List size="sm" spacing={4}>
        {ignored.map((f) => (
          <IgnoredFilterItem key={f.param} filter={f} />
        ))}
      </List>
      <Text size="sm" mt="xs">
        {plural(count, {
          one: 'The lines below are not filtered by it.',
          other: 'The lines below are not filtered by them.',
        })}{' '}
        <Trans>
          The portal&apos;s name for this parameter is a guess the service does not know: set the right name
          in the API profile, <Code>api-profile.json</Code> beside the portal.
        </Trans>
      </Text>
    </Alert>
  );
}
