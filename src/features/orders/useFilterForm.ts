import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import type { z } from '@/lib/zod';
import { formValuesOf, givenFilters, type FormValues, type GivenFilters } from './filterForms';

type Options<V> = {
  /** Errors to show before the first submit (a shared link that breaks a rule). */
  initialErrors?: (values: V) => FormErrors;
};

/**
 * A filter form of an order tab: the URL's filters as its values, validated with its schema (zod, next to
 * each field), and on submit the parsed values back as the URL's filters (an empty field left out).
 */
export function useFilterForm<F extends object, V extends FormValues<F>, O extends object>(
  schema: z.ZodMiniType<O, V> & { shape: object },
  filters: F,
  onApply: (filters: GivenFilters<O>) => void,
  { initialErrors }: Options<V> = {},
) {
  // The schema's input is the form of these filters (each form's type checks this where it is declared).
  const initialValues = formValuesOf(schema, filters) as V;
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    initialErrors: initialErrors?.(initialValues),
    validate: schemaResolver(schema, { sync: true }),
  });
  const submit = form.onSubmit((values) => onApply(givenFilters(schema.parse(values))));
  return { form, submit };
}
