import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { searchOrders, submitOrderMutationOptions } from '@/api/orders';
import type { NewOrder } from '@/api/schemas';
import type { PendingSend } from './draftStore';

export type SubmitOutcome =
  | { kind: 'idle' }
  | { kind: 'failed'; poNumber: string; error: unknown; mayHaveArrived: boolean }
  /** No answer (timeout, dropped connection, unreadable answer): the order may have been received. */
  | { kind: 'unknown'; poNumber: string; error: unknown | null }
  | { kind: 'found'; poNumber: string; confirmations: string[] }
  | { kind: 'not-found'; poNumber: string };

/** Errors after which the service may have taken the order although the portal never heard back. */
export function outcomeIsUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'schema';
}

type Options = {
  /** Persists (or clears) the marker of a send whose outcome is not known, in the draft. */
  onPending: (pending: PendingSend | null) => void;
  onConfirmed: (confirmations: string[], order: NewOrder) => void;
  /** A send that a closed tab or a reload left unanswered. */
  initialPending: PendingSend | null;
};

/**
 * Sends the order at most once per click: a synchronous in-flight lock stops a double click or Enter
 * pressed twice, and after an unanswered send the order is not sent again until order search has been
 * checked for its PO number (and the user chooses to send anyway).
 */
export function useSubmitOrder({ onPending, onConfirmed, initialPending }: Options) {
  const queryClient = useQueryClient();
  const mutation = useMutation(submitOrderMutationOptions(queryClient));
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<SubmitOutcome>(
    initialPending ? { kind: 'unknown', poNumber: initialPending.poNumber, error: null } : { kind: 'idle' },
  );
  const [checking, setChecking] = useState(false);

  /** Blocked while sending, and after an unanswered send until a search found nothing. */
  const blocked = mutation.isPending || outcome.kind === 'unknown' || outcome.kind === 'found';

  const send = (order: NewOrder) => {
    if (inFlight.current || outcome.kind === 'unknown' || outcome.kind === 'found') return;
    inFlight.current = true;
    onPending({ poNumber: order.PONumber, startedAt: Date.now(), state: 'sending' });
    mutation.mutate(order, {
      onSuccess: (confirmations) => {
        onPending(null);
        setOutcome({ kind: 'idle' });
        onConfirmed(confirmations, order);
      },
      onError: (error) => {
        if (outcomeIsUnknown(error)) {
          onPending({ poNumber: order.PONumber, startedAt: Date.now(), state: 'unknown' });
          setOutcome({ kind: 'unknown', poNumber: order.PONumber, error });
        } else {
          onPending(null);
          const status = isApiError(error) ? error.status : undefined;
          setOutcome({
            kind: 'failed',
            poNumber: order.PONumber,
            error,
            mayHaveArrived: status !== undefined && status >= 500,
          });
        }
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  /** Looks for lines with the PO number of the unanswered send (GET /v1/search). */
  const checkSearch = async () => {
    if (outcome.kind !== 'unknown' && outcome.kind !== 'not-found') return;
    const poNumber = outcome.poNumber;
    setChecking(true);
    try {
      const { items: lines } = await searchOrders({ searchTerm: poNumber, matchCount: 100 });
      const confirmations = [
        ...new Set(
          lines
            .filter((l) => l.PONumber.toLowerCase() === poNumber.toLowerCase())
            .map((l) => l.ConfirmationNumber),
        ),
      ];
      setOutcome(
        confirmations.length > 0
          ? { kind: 'found', poNumber, confirmations }
          : { kind: 'not-found', poNumber },
      );
      if (confirmations.length === 0) onPending(null);
    } catch (error) {
      setOutcome({ kind: 'unknown', poNumber, error });
    } finally {
      setChecking(false);
    }
  };

  /** After a search found orders with this PO number, the user says the order is not among them. */
  const allowResend = () => {
    if (outcome.kind !== 'found') return;
    onPending(null);
    setOutcome({ kind: 'not-found', poNumber: outcome.poNumber });
  };

  return {
    send,
    sending: mutation.isPending,
    blocked,
    outcome,
    /** Clears a finished message; an unanswered send stays until order search was checked. */
    dismiss: () => setOutcome((o) => (o.kind === 'unknown' || o.kind === 'found' ? o : { kind: 'idle' })),
    /** The draft was discarded: nothing of it is pending any more. */
    reset: () => setOutcome({ kind: 'idle' }),
    checkSearch,
    checking,
    allowResend,
  };
}
