import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { submitOrderMutationOptions } from '@/api/orders';
import type { NewOrder } from '@/model/schemas';
import type { PendingSend } from '../draft/draftStore';
import { lookUpSentOrder } from './sentOrderLookup';

export type SubmitOutcome =
  | { kind: 'idle' }
  /** Order search is being asked whether an earlier send arrived (after a reload: the page's first act). */
  | { kind: 'checking'; poNumber: string; afterReload: boolean }
  | { kind: 'failed'; poNumber: string; error: unknown; mayHaveArrived: boolean }
  /** No answer (timeout, dropped connection, unreadable answer) and order search could not tell either. */
  | { kind: 'unknown'; poNumber: string; error: unknown | null }
  /** Orders with this PO number exist, but none has exactly this draft's lines. */
  | { kind: 'found'; poNumber: string; confirmations: string[] }
  /** Order search could not tell: it stopped before its end, or did not filter by the PO number. */
  | { kind: 'unconfirmed'; poNumber: string; reason: 'partial' | 'unfiltered' }
  | { kind: 'not-found'; poNumber: string; afterReload: boolean };

/** Errors after which the service may have taken the order although the portal never heard back. */
export function outcomeIsUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'schema';
}

type Options = {
  /** Persists (or clears) the marker of a send that may have reached the service, in the draft. */
  onPending: (pending: PendingSend | null) => void;
  /** `recovered`: the answer was lost, order search showed the order arrived. */
  onConfirmed: (confirmations: string[], order: NewOrder, recovered: boolean) => void;
  /** A send that a closed tab, a reload or a failure left without a confirmation. */
  initialPending: PendingSend | null;
  /** The order as the draft holds it now (checked when the marker does not carry the sent order). */
  currentOrder: () => NewOrder;
};

/**
 * Sends the order so that it is placed at most once. A synchronous lock stops a double click or Enter
 * pressed twice; before sending, the draft records the sent order; after any send that may have reached
 * the service (no answer, 5xx, a reload while sending) the next send first asks order search for the PO
 * number, and an order found there with the same lines is taken as the confirmation instead of sending
 * again. The draft is only cleared once the order is confirmed (by the answer or by order search).
 */
export function useSubmitOrder({ onPending, onConfirmed, initialPending, currentOrder }: Options) {
  const queryClient = useQueryClient();
  const mutation = useMutation(submitOrderMutationOptions(queryClient));
  const busy = useRef(false);
  const [working, setWorking] = useState(false);
  /** The PO number of a send that may have arrived: the next send with it looks in order search first. */
  const verifyPo = useRef<string | null>(initialPending?.poNumber ?? null);
  /** The user said none of the orders found is this one: send once without looking again. */
  const skipCheckPo = useRef<string | null>(null);
  const lastSent = useRef<NewOrder | null>(initialPending?.order ?? null);
  const [outcome, setOutcome] = useState<SubmitOutcome>(
    initialPending
      ? { kind: 'checking', poNumber: initialPending.poNumber, afterReload: true }
      : { kind: 'idle' },
  );

  const awaitingBuyer = (o: SubmitOutcome) =>
    o.kind === 'checking' || o.kind === 'unknown' || o.kind === 'found' || o.kind === 'unconfirmed';
  const blocked = working || awaitingBuyer(outcome);

  /** One send or look-up at a time, whatever the clicks and key presses. */
  const exclusive = async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  /** Asks order search about `order`; true when no order with its PO number arrived (sending is safe). */
  const verify = async (order: NewOrder, afterReload: boolean, sendError: unknown = null) => {
    const poNumber = order.PONumber;
    setOutcome({ kind: 'checking', poNumber, afterReload });
    try {
      const found = await lookUpSentOrder(order);
      if (found.kind === 'placed') {
        verifyPo.current = null;
        onPending(null);
        setOutcome({ kind: 'idle' });
        onConfirmed(found.confirmations, order, true);
        return false;
      }
      if (found.kind === 'others') {
        setOutcome({ kind: 'found', poNumber, confirmations: found.confirmations });
        return false;
      }
      if (found.kind === 'unconfirmed') {
        setOutcome({ kind: 'unconfirmed', poNumber, reason: found.reason });
        return false;
      }
      onPending(null);
      setOutcome({ kind: 'not-found', poNumber, afterReload });
      return true;
    } catch (error) {
      setOutcome({ kind: 'unknown', poNumber, error: sendError ?? error });
      return false;
    }
  };

  // A reload or a closed tab left a send without a confirmation: look it up before anything else.
  const lookedUpOnLoad = useRef(false);
  useEffect(() => {
    if (!initialPending || lookedUpOnLoad.current) return;
    lookedUpOnLoad.current = true;
    void exclusive(async () => {
      await verify(initialPending.order ?? currentOrder(), true);
    });
    // Once, for the marker found when the page opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = (order: NewOrder) =>
    exclusive(async () => {
      if (awaitingBuyer(outcome)) return;
      const poNumber = order.PONumber;
      if (verifyPo.current === poNumber && skipCheckPo.current !== poNumber) {
        if (!(await verify(order, false))) return;
      }
      skipCheckPo.current = null;
      lastSent.current = order;
      onPending({ poNumber, startedAt: Date.now(), state: 'sending', order });
      try {
        const confirmations = await mutation.mutateAsync(order);
        verifyPo.current = null;
        onPending(null);
        setOutcome({ kind: 'idle' });
        onConfirmed(confirmations, order, false);
      } catch (error) {
        const status = isApiError(error) ? error.status : undefined;
        const serverFailed = status !== undefined && status >= 500;
        if (!outcomeIsUnknown(error) && !serverFailed) {
          // Refused before it was taken (400, 401, 403, 429): nothing was placed.
          onPending(null);
          setOutcome({ kind: 'failed', poNumber, error, mayHaveArrived: false });
          return;
        }
        verifyPo.current = poNumber;
        onPending({ poNumber, startedAt: Date.now(), state: 'unknown', order });
        if (serverFailed) setOutcome({ kind: 'failed', poNumber, error, mayHaveArrived: true });
        else await verify(order, false, error);
      }
    });

  /** Looks in order search again (the look-up itself failed, or the user wants to be sure). */
  const checkSearch = () =>
    exclusive(async () => {
      await verify(lastSent.current ?? currentOrder(), false);
    });

  /**
   * After a search found orders with this PO number, or could not tell, the user says the order is not
   * among them.
   */
  const allowResend = () => {
    if (outcome.kind !== 'found' && outcome.kind !== 'unconfirmed') return;
    skipCheckPo.current = outcome.poNumber;
    onPending(null);
    setOutcome({ kind: 'not-found', poNumber: outcome.poNumber, afterReload: false });
  };

  return {
    send,
    /** Sending or looking in order search. */
    sending: working,
    blocked,
    outcome,
    /** Clears a finished message; an unanswered send stays until order search was checked. */
    dismiss: () =>
      setOutcome((o) =>
        o.kind === 'unknown' || o.kind === 'found' || o.kind === 'checking' || o.kind === 'unconfirmed'
          ? o
          : { kind: 'idle' },
      ),
    /** The draft was discarded: nothing of it is pending any more. */
    reset: () => {
      verifyPo.current = null;
      lastSent.current = null;
      setOutcome({ kind: 'idle' });
    },
    checkSearch,
    checking: outcome.kind === 'checking',
    allowResend,
  };
}
