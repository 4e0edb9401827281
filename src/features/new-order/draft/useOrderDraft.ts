import { useRef, useState } from 'react';
import { schemaResolver } from '@mantine/form';
import { useOrderForm } from '../form/formContext';
import { emptyOrder, orderFormSchema, type OrderFormValues } from '../form/orderForm';
import { readDraft } from './draftStore';
import { useDraftSync } from './useDraftSync';

export type OrderForm = ReturnType<typeof useOrderForm>;

/**
 * The order form over the saved draft: it opens with the draft (or an empty order in the default
 * currency), saves every change as the draft, and can be given new values without saving them.
 */
export function useOrderDraft(defaultCurrency: Parameters<typeof emptyOrder>[0]) {
  const [initial] = useState(readDraft);
  const draft = useDraftSync(initial);
  const saving = useRef(true);
  const form = useOrderForm({
    mode: 'controlled',
    initialValues: initial?.values ?? emptyOrder(defaultCurrency),
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
  return { form, draft, initialPending: initial?.pending ?? null, replaceValues };
}
