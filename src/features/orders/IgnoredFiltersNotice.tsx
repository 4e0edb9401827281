import { Alert, Code, List, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { IgnoredFilter } from './ignoredFilters';

/**
 * Says plainly that lines came back unfiltered by a parameter, instead of presenting them as filtered:
 * the parameter names beyond the spec's are guesses, and a service ignores a key it does not know.
 */
export function IgnoredFiltersNotice({ ignored }: { ignored: readonly IgnoredFilter[] }) {
  if (ignored.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconFilterOff aria-hidden />}
      title={ignored.length === 1 ? 'The service ignored a filter' : 'The service ignored some filters'}
      role="alert"
    >
      <List size="sm" spacing={4}>
        {ignored.map((f) => (
          <List.Item key={f.param}>
            You asked for {f.label}, but the service sent lines that do not match (e.g. order{' '}
            {f.example.OrderId} line {f.example.MfgLineNumber}): it ignored the parameter{' '}
            <Code>{f.param}</Code>.
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        The lines below are not filtered by {ignored.length === 1 ? 'it' : 'them'}. The portal&apos;s name for
        this parameter is a guess the service does not know: set the right name in the API profile,{' '}
        <Code>api-profile.json</Code> beside the portal.
      </Text>
    </Alert>
  );
}
