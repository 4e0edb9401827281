import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { AnchorLink } from '@/components/table';
import { SearchLink } from './SubmitFeedback';

/** The answer to a sent order: its confirmation numbers, each leading to order search. */
export function OrderConfirmation({
  confirmations,
  poNumber,
  lineCount,
  onStartNew,
}: {
  confirmations: string[];
  poNumber: string;
  lineCount: number;
  onStartNew: () => void;
}) {
  return (
    <Stack gap="md" maw={760}>
      <Alert color="green" title="Order sent" role="status">
        <Stack gap="sm">
          <Text size="sm">
            PO {poNumber} with {lineCount} {lineCount === 1 ? 'line' : 'lines'} was received.{' '}
            {confirmations.length === 1 ? 'Confirmation number:' : 'Confirmation numbers:'}
          </Text>
          <List size="sm">
            {confirmations.map((n) => (
              <List.Item key={n}>
                <SearchLink q={n} fw={700}>
                  {n}
                </SearchLink>
              </List.Item>
            ))}
          </List>
          {confirmations.length === 0 ? (
            <Text size="sm">
              The service returned no confirmation number. Look for{' '}
              <SearchLink q={poNumber}>PO {poNumber} in order search</SearchLink>.
            </Text>
          ) : null}
        </Stack>
      </Alert>
      <Group>
        <AnchorLink to="/orders">See open orders</AnchorLink>
        <Button variant="default" onClick={onStartNew}>
          Start a new order
        </Button>
      </Group>
    </Stack>
  );
}
