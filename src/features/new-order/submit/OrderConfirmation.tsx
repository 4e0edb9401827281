import { useEffect, useRef } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
      <Alert color="green" title={t`Order sent`} role="status" ref={answer} tabIndex={-1}>
        <Stack gap="sm">
          {recovered ? (
            <Text size="sm">
              <Trans>
                The answer to your send was lost, but order search shows an order with PO {poNumber} and
                exactly these lines: it arrived once, so it was not sent again.
              </Trans>
            </Text>
          ) : null}
          <Text size="sm">
            {plural(lineCount, {
              one: `PO ${poNumber} with # line was received.`,
              other: `PO ${poNumber} with # lines was received.`,
            })}{' '}
            {plural(confirmations.length, { one: 'Confirmation number:', other: 'Confirmation numbers:' })}
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
              <Trans>
                The service returned no confirmation number. Look for{' '}
                <SearchLink q={poNumber}>PO {poNumber} in order search</SearchLink>.
              </Trans>
            </Text>
          ) : null}
        </Stack>
      </Alert>
      <Group>
        <AnchorLink to="/orders">
          <Trans>See open orders</Trans>
        </AnchorLink>
        <Button variant="default" onClick={onStartNew}>
          <Trans>Start a new order</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
