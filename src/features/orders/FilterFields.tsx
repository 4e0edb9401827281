import {
  Checkbox,
  NativeSelect,
  NumberInput,
  type CheckboxProps,
  type NativeSelectProps,
  type NumberInputProps,
} from '@mantine/core';
import { t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { ORDER_MATCH_COUNT, ORDER_TYPE_FILTER_LABELS, ORDER_TYPES } from '@/model/orderFilters';

/* The fields the three order forms share; each takes the form's getInputProps for its value. */

/** Four fixed choices: a native select (the phone's own picker, and no dropdown code for the page). */
export function OrderTypeSelect(props: Omit<NativeSelectProps, 'data' | 'label'>) {
  const options = ORDER_TYPES.map((value) => ({ value, label: i18n._(ORDER_TYPE_FILTER_LABELS[value]) }));
  return <NativeSelect label={t`Order type`} data={options} {...props} />;
}

export function LinesPerPageInput(props: Omit<NumberInputProps, 'label'>) {
  return (
    <NumberInput
      label={t`Lines per page`}
      min={1}
      max={ORDER_MATCH_COUNT.max}
      allowDecimal={false}
      {...props}
    />
  );
}

export function IncludeCancelledCheckbox(props: Omit<CheckboxProps, 'label'>) {
  return <Checkbox label={t`Include cancelled lines`} {...props} />;
}
