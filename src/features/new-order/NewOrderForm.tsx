import { useState } from 'react';
import { Alert, Button, Group, List, Paper, Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '@/components/PageHeader';
import { newOrderDescription, newOrderTitle } from './newOrderHeading';
import { useSettings } from '@/lib/useSettings';
import { DeliverySection } from './form/DeliverySection';
import { DraftConflictBanner, DraftSaved } from './draft/DraftStatus';
import { useOrderDraft } from './draft/useOrderDraft';
import { useEntryLine } from './entry/useEntryLine';
import { OrderFormProvider } from './form/formContext';
import { LinesSection } from './lines/LinesSection';
import { OrderConfirmation } from './submit/OrderConfirmation';
import { OrderDetailsSection } from './form/OrderDetailsSection';
import { OrderTotals } from './review/OrderTotals';
import { emptyOrder, toNewOrder } from './form/orderForm';
import { ReviewStep } from './review/ReviewStep';
import { useOrderSteps } from './review/useOrderSteps';
import { SubmitFeedback } from './submit/SubmitFeedback';
import { totalsByCurrency, useLineChecks } from './lines/useLineChecks';
import { useSubmitOrder } from './submit/useSubmitOrder';

type Confirmed = { confirmations: string[]; poNumber: string; lineCount: number; recovered: boolean };

/** The order form with its heading, which names the step (NewOrderPage shows the page until it loads). */
export function NewOrderForm() {
  const settings = useSettings();
  const { form, draft, initialPending, replaceValues } = useOrderDraft(settings.currency);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const values = form.getValues();
  const checks = useLineChecks(values.lines, values.currency);
  const steps = useOrderSteps(form, checks);
  const submitter = useSubmitOrder({
    initialPending,
    currentOrder: () => toNewOrder(form.getValues()),
    onPending: (pending) => draft.save(form.getValues(), pending),
    onConfirmed: (confirmations, order, recovered) => {
      draft.discard();
      setConfirmed({ confirmations, poNumber: order.PONumber, lineCount: order.Lines.length, recovered });
      replaceValues(emptyOrder(values.currency));
      steps.toEdit();
    },
  });
  useEntryLine(form, () => {
    setConfirmed(null);
    steps.toEdit();
  });
  const { step, heading, blockers } = steps;
  const review = steps.reviewWith(() => submitter.dismiss());

  if (confirmed) {
    return (
      <Stack gap="lg">
        <PageHeader title={newOrderTitle()} description={t`Your order was sent.`} />
        <OrderConfirmation
          {...confirmed}
          onStartNew={() => {
            setConfirmed(null);
            requestAnimationFrame(() => heading.current?.focus());
          }}
        />
      </Stack>
    );
  }

  const order = toNewOrder(values);
  const totals = totalsByCurrency(checks);
  return (
    <OrderFormProvider form={form}>
      <form onSubmit={review} noValidate>
        <Stack gap="lg" pb="md">
          <PageHeader
            headingRef={heading}
            title={step === 'review' ? t`Review and send` : newOrderTitle()}
            description={newOrderDescription()}
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <DraftSaved savedAt={draft.savedAt} />
            {step === 'edit' ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => {
                  if (!window.confirm(t`Discard this draft? Everything entered is removed.`)) return;
                  draft.discard();
                  replaceValues(emptyOrder(values.currency));
                  submitter.reset();
                }}
              >
                <Trans>Discard draft</Trans>
              </Button>
            ) : null}
          </Group>
          {draft.conflict ? (
            <DraftConflictBanner
              conflict={draft.conflict}
              onTakeNewer={() => {
                const newest = draft.takeNewer();
                replaceValues(newest?.values ?? emptyOrder(values.currency));
              }}
              onKeepMine={() => draft.keepMine(form.getValues())}
            />
          ) : null}
          <SubmitFeedback
            outcome={submitter.outcome}
            checking={submitter.checking}
            onCheck={() => void submitter.checkSearch()}
            onAllowResend={submitter.allowResend}
          />
          {step === 'review' ? (
            <ReviewStep order={order} checks={checks} />
          ) : (
            <>
              <OrderDetailsSection />
              <DeliverySection />
              <LinesSection checks={checks} />
            </>
          )}
          {blockers.length > 0 ? (
            <Alert color="red" title={t`Some lines cannot be ordered yet`} role="alert">
              <List size="sm">
                {blockers.map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
        <Paper
          withBorder
          p="sm"
          radius={0}
          style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
          aria-label={t`Order summary`}
          component="section"
        >
          <Group justify="space-between" wrap="wrap" gap="sm">
            <OrderTotals totals={totals} lineCount={values.lines.length} />
            <Group gap="xs">
              {step === 'review' ? (
                <>
                  <Button variant="default" onClick={steps.toEdit} disabled={submitter.sending}>
                    <Trans>Back to edit</Trans>
                  </Button>
                  <Button
                    onClick={() => void submitter.send(order)}
                    loading={submitter.sending}
                    disabled={submitter.blocked}
                  >
                    <Trans>Send order</Trans>
                  </Button>
                </>
              ) : (
                <Button type="submit">
                  <Trans>Review order</Trans>
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      </form>
    </OrderFormProvider>
  );
}
