import {
  Checkbox,
  NumberInput,
  Select,
  type CheckboxProps,
  type NumberInputProps,
  type SelectProps,
} from '@mantine/core';
import { ORDER_MATCH_COUNT } from '@/model/orderFilters';
import { ORDER_TYPE_FILTER_OPTIONS } from './filterForms';

/* The fields the three order forms share; each takes the form's getInputProps for its value. */

export function OrderTypeSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  return <Select label="Order type" data={ORDER_TYPE_FILTER_OPTIONS} allowDeselect={false} {...props} />;
}

export function LinesPerPageInput(props: Omit<NumberInputProps, 'label'>) {
  return (
    <NumberInput label="Lines per page" min={1} max={ORDER_MATCH_COUNT.max} allowDecimal={false} {...props} />
  );
}

export function IncludeCancelledCheckbox(props: Omit<CheckboxProps, 'label'>) {
  return <Checkbox label="Include cancelled lines" {...props} />;
}
