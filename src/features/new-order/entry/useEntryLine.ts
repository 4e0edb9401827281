import { useEffect, useRef } from 'react';
import { t } from '@lingui/core/macro';
import { notify } from '@/components/notify';
import type { OrderForm } from '../draft/useOrderDraft';
import { MAX_ORDER_LINES, newLine } from '../form/orderForm';
import { newOrderRouteApi } from '../newOrderRoute';

/**
 * The entry point /orders/new?part=&qty=&customerPart= adds one line to the draft (into a blank last line,
 * else as a new line while the order has room), calls `onEntered`, then leaves the URL.
 */
export function useEntryLine(form: OrderForm, onEntered: () => void) {
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
    else {
      const part = search.part;
      const maxLines = MAX_ORDER_LINES;
      notify({
        color: 'orange',
        title: t`The order is full`,
        message: t`${part} was not added: an order takes up to ${maxLines} lines.`,
      });
    }
    onEntered();
    void navigate({ search: {}, replace: true });
    // A new onEntered each render re-runs the effect; the signature check above keeps it to one entry.
  }, [search, form, navigate, onEntered]);
}
