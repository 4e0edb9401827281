import { useEffect, useRef } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { SearchLink } from './SubmitFeedback';

/** The answer to a sent order: its confirmation numbers, each leading to order search. */
export function OrderConfirmation({
  confirmations,
  poNumber,
  lineCount,
  recovered,
  onStartNew,
}: {
  confirmations: string[];
  poNumber: string;
  lineCount: number;
  /** The answer to the send was lost; order search showed the order arrived. */
  recovered: boolean;
  onStartNew: () => void;
}) {
  // The Send button is gone: focus goes to the answer, so a keyboard user continues from there.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => answer.current?.focus(), []);
  return (
    <Stack gap="md" maw={760}>
      <Alert color="green" title="Order sent" role="status" ref={answer} tabIndex={-1}>
        <Stack gap="sm">
          {recovered ? (
            <Text size="sm">
              The answer to your send was lost, but order search shows an order with PO {poNumber} and exactly
              these lines: it arrived once, so it was not sent again.
            </Text>
          ) : null}
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
