import {
  Checkbox,
  NativeSelect,
  NumberInput,
  type CheckboxProps,
  type NativeSelectProps,
  type NumberInputProps,
} from '@mantine/core';
import { ORDER_MATCH_COUNT } from '@/model/orderFilters';
import { ORDER_TYPE_FILTER_OPTIONS } from './filterForms';

/* The fields the three order forms share; each takes the form's getInputProps for its value. */

/** Four fixed choices: a native select (the phone's own picker, and no dropdown code for the page). */
export function OrderTypeSelect(props: Omit<NativeSelectProps, 'data' | 'label'>) {
  return <NativeSelect label="Order type" data={ORDER_TYPE_FILTER_OPTIONS} {...props} />;
}

export function LinesPerPageInput(props: Omit<NumberInputProps, 'label'>) {
  return (
    <NumberInput label="Lines per page" min={1} max={ORDER_MATCH_COUNT.max} allowDecimal={false} {...props} />
  );
}

export function IncludeCancelledCheckbox(props: Omit<CheckboxProps, 'label'>) {
  return <Checkbox label="Include cancelled lines" {...props} />;
}
