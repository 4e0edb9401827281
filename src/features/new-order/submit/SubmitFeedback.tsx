import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, type AnchorProps } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { describeApiError } from '@/api/errors';
import type { SubmitOutcome } from './useSubmitOrder';

type Props = {
  outcome: SubmitOutcome;
  checking: boolean;
  onCheck: () => void;
  onAllowResend: () => void;
};

/** The order search page for a PO or confirmation number (the cross-page contract `/orders/search?q=`). */
export const SearchLink = ({
  q,
  children,
  ...anchorProps
}: { q: string; children: ReactNode } & AnchorProps) => (
  <AnchorLink to="/orders/search" search={{ q }} inherit {...anchorProps}>
    {children}
  </AnchorLink>
);

/** What happened to a send that did not come back with confirmation numbers, and what to do next. */
export function SubmitFeedback({ outcome, checking, onCheck, onAllowResend }: Props) {
  if (outcome.kind === 'idle') return null;
  if (outcome.kind === 'checking') {
    return (
      <Alert color="blue" title={`Looking for PO ${outcome.poNumber} in order search…`} role="status">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">
            {outcome.afterReload
              ? 'The page was closed or reloaded while the order was being sent. '
              : 'The earlier send may have reached the service. '}
            Before anything is sent again, the portal checks whether it arrived. Your draft is kept.
          </Text>
        </Group>
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    const described = describeApiError(outcome.error);
    return (
      <Alert color="red" title="The order was not accepted" role="alert">
        <Stack gap={6}>
          <Text size="sm">{described.message}</Text>
          <Text size="sm">
            {outcome.mayHaveArrived
              ? 'The service failed while handling it, so it was most likely not received. Everything you entered is kept. Sending again first looks for the PO number in order search and does not send an order found there; you can also look yourself in '
              : 'Everything you entered is kept: correct what the message names and send it again. You can also check '}
            <SearchLink q={outcome.poNumber}>{`order search for PO ${outcome.poNumber}`}</SearchLink>.
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (outcome.kind === 'unknown') {
    return (
      <Alert color="orange" title="No answer: the order may have been received" role="alert">
        <Stack gap="sm">
          <Text size="sm">
            The service did not answer
            {outcome.error ? ` (${describeApiError(outcome.error).message})` : ''}, and order search could not
            be asked either. This is not a failure: the order may have arrived. Sending stays locked until{' '}
            <SearchLink q={outcome.poNumber}>{`order search for PO ${outcome.poNumber}`}</SearchLink> has been
            checked. Your draft is kept.
          </Text>
          <Group>
            <Button size="xs" variant="light" color="orange" loading={checking} onClick={onCheck}>
              Look for PO {outcome.poNumber} now
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (outcome.kind === 'found') {
    return (
      <Alert color="green" title={`Orders with PO ${outcome.poNumber} already exist`} role="status">
        <Stack gap="sm">
          <Text size="sm">
            Found:{' '}
            {outcome.confirmations.map((n, i) => (
              <span key={n}>
                {i > 0 ? ', ' : ''}
                <SearchLink q={n}>{n}</SearchLink>
              </span>
            ))}
            , but none has exactly the lines of this draft. If one of them is this order, do not send it
            again.
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={onAllowResend}>
              None of these is this order
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (outcome.kind === 'unconfirmed') {
    return (
      <Alert color="orange" title={`Could not confirm whether PO ${outcome.poNumber} arrived`} role="alert">
        <Stack gap="sm">
          <Text size="sm">
            {outcome.reason === 'partial'
              ? 'Order search stopped before the end of its results, so an order with this PO number may be among the lines it did not read.'
              : 'Order search sent lines that do not carry this PO number: it did not filter by it, so its answer says nothing about this order.'}{' '}
            Look for yourself in{' '}
            <SearchLink q={outcome.poNumber}>{`order search for PO ${outcome.poNumber}`}</SearchLink>. If the
            order is not there, you can send it again. Your draft is kept.
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={onAllowResend}>
              I checked: the order is not there
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title={`No order with PO ${outcome.poNumber} was found`} role="status">
      <Text size="sm">
        Order search read every line it holds for PO {outcome.poNumber} and none is this order, so{' '}
        {outcome.afterReload ? 'the send interrupted by the reload' : 'the earlier send'} was most likely not
        received. Your draft is kept: you can send the order again.
      </Text>
    </Alert>
  );
}
