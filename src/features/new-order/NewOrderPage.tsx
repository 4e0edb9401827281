import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, List, Paper, Stack } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { useSettings } from '@/lib/useSettings';
import { DeliverySection } from './form/DeliverySection';
import { DraftConflictBanner, DraftSaved } from './draft/DraftStatus';
import { readDraft } from './draft/draftStore';
import { OrderFormProvider, useOrderForm } from './form/formContext';
import { LinesSection } from './lines/LinesSection';
import { newOrderRouteApi } from './newOrderRoute';
import { OrderConfirmation } from './submit/OrderConfirmation';
import { OrderDetailsSection } from './form/OrderDetailsSection';
import { orderChoicesQueryOptions } from './form/orderLocations';
import { OrderTotals } from './review/OrderTotals';
import {
  emptyOrder,
  MAX_ORDER_LINES,
  newLine,
  orderFormSchema,
  toNewOrder,
  type OrderFormValues,
} from './form/orderForm';
import { ReviewStep } from './review/ReviewStep';
import { SubmitFeedback } from './submit/SubmitFeedback';
import { useDraftSync } from './draft/useDraftSync';
import { lineBlocks, totalsByCurrency, useLineChecks } from './lines/useLineChecks';
import { useSubmitOrder } from './submit/useSubmitOrder';

type Confirmed = { confirmations: string[]; poNumber: string; lineCount: number; recovered: boolean };

export function NewOrderPage() {
  useDocumentTitle('New order · Parts Portal');
  const settings = useSettings();
  const [initial] = useState(readDraft);
  const draft = useDraftSync(initial);
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [blockers, setBlockers] = useState<string[]>([]);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const saving = useRef(true);
  // A step change replaces the button just pressed: focus goes to the new step's heading, not the body.
  const heading = useRef<HTMLHeadingElement>(null);
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    heading.current?.focus();
  }, [step]);
  const form = useOrderForm({
    mode: 'controlled',
    initialValues: initial?.values ?? emptyOrder(settings.currency),
    validate: schemaResolver(orderFormSchema(), { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      if (saving.current) draft.save(values);
    },
  });
  /** Replaces the form's values without saving them as the draft (after a send or a discard). */
  const replaceValues = (values: OrderFormValues) => {
    saving.current = false;
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    saving.current = true;
  };
  const values = form.getValues();
  const checks = useLineChecks(values.lines, values.currency);
  const choices = useQuery(orderChoicesQueryOptions());
  const submitter = useSubmitOrder({
    initialPending: initial?.pending ?? null,
    currentOrder: () => toNewOrder(form.getValues()),
    onPending: (pending) => draft.save(form.getValues(), pending),
    onConfirmed: (confirmations, order, recovered) => {
      draft.discard();
      setConfirmed({ confirmations, poNumber: order.PONumber, lineCount: order.Lines.length, recovered });
      replaceValues(emptyOrder(values.currency));
      setStep('edit');
    },
  });

  // The entry point /orders/new?part=&qty=&customerPart= adds one line to the draft, then leaves the URL.
  const search = newOrderRouteApi.useSearch();
  const navigate = newOrderRouteApi.useNavigate();
  const handledEntry = useRef<string | null>(null);
  useEffect(() => {
    if (!search.part) return;
    const signature = JSON.stringify(search);
    if (handledEntry.current === signature) return;
    handledEntry.current = signature;
    const lines = form.getValues().lines;
    const added = newLine({
      part: search.part,
      quantity: search.qty ?? '',
      customerPart: search.customerPart ?? '',
    });
    const last = lines.at(-1);
    const lastIsBlank =
      last && last.part.trim() === '' && last.quantity === '' && last.customerPart.trim() === '';
    if (lastIsBlank) form.setFieldValue(`lines.${lines.length - 1}`, { ...added, key: last.key });
    else if (lines.length < MAX_ORDER_LINES) form.insertListItem('lines', added);
    else
      notifications.show({
        color: 'orange',
        title: 'The order is full',
        message: `${search.part} was not added: an order takes up to ${MAX_ORDER_LINES} lines.`,
      });
    setConfirmed(null);
    setStep('edit');
    void navigate({ search: {}, replace: true });
  }, [search, form, navigate]);

  const review = form.onSubmit(
    (valid) => {
      const problems = valid.lines.flatMap((_, i) => {
        const why = lineBlocks(checks[i], valid.orderType);
        return why ? [`Line ${i + 1}: ${why}`] : [];
      });
      setBlockers(problems);
      if (problems.length === 0) {
        submitter.dismiss();
        setStep('review');
        window.scrollTo({ top: 0 });
      }
    },
    () => {
      setBlockers([]);
      // Keyboard users land on the first field to fix.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  );

  if (confirmed) {
    return (
      <Stack gap="lg">
        <PageHeader title="New order" description="Your order was sent." />
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
            title={step === 'review' ? 'Review and send' : 'New order'}
            description="Order parts for delivery to your addresses. Prices are your customer prices."
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <DraftSaved savedAt={draft.savedAt} />
            {step === 'edit' ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => {
                  if (!window.confirm('Discard this draft? Everything entered is removed.')) return;
                  draft.discard();
                  replaceValues(emptyOrder(values.currency));
                  submitter.reset();
                }}
              >
                Discard draft
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
            <ReviewStep order={order} checks={checks} choices={choices.data} />
          ) : (
            <>
              <OrderDetailsSection />
              <DeliverySection />
              <LinesSection checks={checks} />
            </>
          )}
          {blockers.length > 0 ? (
            <Alert color="red" title="Some lines cannot be ordered yet" role="alert">
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
          aria-label="Order summary"
          component="section"
        >
          <Group justify="space-between" wrap="wrap" gap="sm">
            <OrderTotals totals={totals} lineCount={values.lines.length} />
            <Group gap="xs">
              {step === 'review' ? (
                <>
                  <Button variant="default" onClick={() => setStep('edit')} disabled={submitter.sending}>
                    Back to edit
                  </Button>
                  <Button
                    onClick={() => void submitter.send(order)}
                    loading={submitter.sending}
                    disabled={submitter.blocked}
                  >
                    Send order
                  </Button>
                </>
              ) : (
                <Button type="submit">Review order</Button>
              )}
            </Group>
          </Group>
        </Paper>
      </form>
    </OrderFormProvider>
  );
}
