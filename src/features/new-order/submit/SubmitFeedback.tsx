import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, type AnchorProps } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const poNumber = outcome.poNumber;
  if (outcome.kind === 'checking') {
    return (
      <Alert color="blue" title={t`Looking for PO ${poNumber} in order search…`} role="status">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">
            {outcome.afterReload
              ? t`The page was closed or reloaded while the order was being sent.`
              : t`The earlier send may have reached the service.`}{' '}
            <Trans>
              Before anything is sent again, the portal checks whether it arrived. Your draft is kept.
            </Trans>
          </Text>
        </Group>
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    const described = describeApiError(outcome.error);
    return (
      <Alert color="red" title={t`The order was not accepted`} role="alert">
        <Stack gap={6}>
          <Text size="sm">{described.message}</Text>
          <Text size="sm">
            {outcome.mayHaveArrived ? (
              <Trans>
                The service failed while handling it, so it was most likely not received. Everything you
                entered is kept. Sending again first looks for the PO number in order search and does not send
                an order found there; you can also look yourself in{' '}
                <SearchLink q={poNumber}>order search for PO {poNumber}</SearchLink>.
              </Trans>
            ) : (
              <Trans>
                Everything you entered is kept: correct what the message names and send it again. You can also
                check <SearchLink q={poNumber}>order search for PO {poNumber}</SearchLink>.
              </Trans>
            )}
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (outcome.kind === 'unknown') {
    const reason = outcome.error ? describeApiError(outcome.error).message : null;
    return (
      <Alert color="orange" title={t`No answer: the order may have been received`} role="alert">
        <Stack gap="sm">
          <Text size="sm">
            {reason
              ? t`The service did not answer (${reason}), and order search could not be asked either.`
              : t`The service did not answer, and order search could not be asked either.`}{' '}
            <Trans>
              This is not a failure: the order may have arrived. Sending stays locked until{' '}
              <SearchLink q={poNumber}>order search for PO {poNumber}</SearchLink> has been checked. Your
              draft is kept.
            </Trans>
          </Text>
          <Group>
            <Button size="xs" variant="light" color="orange" loading={checking} onClick={onCheck}>
              <Trans>Look for PO {poNumber} now</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (outcome.kind === 'found') {
    const found = (
      <>
        {outcome.confirmations.map((n, i) => (
          <span key={n}>
            {i > 0 ? ', ' : ''}
            <SearchLink q={n}>{n}</SearchLink>
          </span>
        ))}
      </>
    );
    return (
      <Alert color="green" title={t`Orders with PO ${poNumber} already exist`} role="status">
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Found: {found}, but none has exactly the lines of this draft. If one of them is this order, do
              not send it again.
            </Trans>
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={onAllowResend}>
              <Trans>None of these is this order</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (outcome.kind === 'unconfirmed') {
    return (
      <Alert color="orange" title={t`Could not confirm whether PO ${poNumber} arrived`} role="alert">
        <Stack gap="sm">
          <Text size="sm">
            {outcome.reason === 'partial'
              ? t`Order search stopped before the end of its results, so an order with this PO number may be among the lines it did not read.`
              : t`Order search sent lines that do not carry this PO number: it did not filter by it, so its answer says nothing about this order.`}{' '}
            <Trans>
              Look for yourself in <SearchLink q={poNumber}>order search for PO {poNumber}</SearchLink>. If
              the order is not there, you can send it again. Your draft is kept.
            </Trans>
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={onAllowResend}>
              <Trans>I checked: the order is not there</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title={t`No order with PO ${poNumber} was found`} role="status">
      <Text size="sm">
        {outcome.afterReload ? (
          <Trans>
            Order search read every line it holds for PO {poNumber} and none is this order, so the send
            interrupted by the reload was most likely not received. Your draft is kept: you can send the order
            again.
          </Trans>
        ) : (
          <Trans>
            Order search read every line it holds for PO {poNumber} and none is this order, so the earlier
            send was most likely not received. Your draft is kept: you can send the order again.
          </Trans>
        )}
      </Text>
    </Alert>
  );
}
