import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { FormQuantityInput } from '@/components/quantity/FormQuantityInput';
import { IconTrash } from '@tabler/icons-react';
import { describeApiError } from '@/api/errors';
import { Money, Quantity } from '@/components/Formatted';
import { todayIn } from '@/lib/offsetDate';
import { useOrderFormContext } from '../form/formContext';
import { focusLineField } from './lineFocus';
import { PartNumberInput } from '@/components/partNumber/PartNumberInput';
import type { LineCheck } from './useLineChecks';

/** One order line: part, customer part, quantity (MOQ and full packs, one-click round-up), date, price. */
export function LineRow({
  index,
  check,
  sample,
}: {
  index: number;
  check: LineCheck | undefined;
  sample: boolean;
}) {
  const form = useOrderFormContext();
  const line = form.getValues().lines[index];
  if (!line) return null;
  const path = (field: string) => `lines.${index}.${field}`;
  const roundUp =
    check?.state === 'checked' && check.orderable !== null && (check.belowMinimum || check.notFullIncrement)
      ? check.orderable
      : null;
  return (
    <Fieldset legend={`Line ${index + 1}`} variant="default">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <PartNumberInput
          label="Part number"
          required
          {...form.getInputProps(path('part'))}
          value={line.part}
          data-line-field="part"
        />
        <TextInput label="Customer part" maxLength={50} {...form.getInputProps(path('customerPart'))} />
        <FormQuantityInput {...form.getInputProps(path('quantity'))} data-line-field="quantity" />
        <DateInput
          label="Requested date"
          required
          valueFormat="YYYY-MM-DD"
          minDate={todayIn()}
          placeholder="yyyy-mm-dd"
          {...form.getInputProps(path('requestedDate'))}
          value={line.requestedDate === '' ? null : line.requestedDate}
          onChange={(v) => form.setFieldValue(path('requestedDate'), v ?? '')}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap" align="center">
        <LineStatus check={check} sample={sample} />
        <Group gap="xs">
          {roundUp !== null ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                form.setFieldValue(path('quantity'), roundUp);
                focusLineField(index, 'quantity');
              }}
            >
              Round up to {roundUp.toLocaleString()}
            </Button>
          ) : null}
          <Tooltip label={`Remove line ${index + 1}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove line ${index + 1}`}
              onClick={() => {
                form.removeListItem('lines', index);
                focusLineField(index);
              }}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Fieldset>
  );
}

function LineStatus({ check, sample }: { check: LineCheck | undefined; sample: boolean }) {
  if (!check || check.state === 'empty')
    return (
      <Text size="sm" c="dimmed">
        Enter a part number to see its price.
      </Text>
    );
  if (check.state === 'checking')
    return (
      <Text size="sm" c="dimmed">
        Checking the part and its price…
      </Text>
    );
  if (check.state === 'unknown-part')
    return (
      <Text size="sm" c="var(--mantine-color-red-light-color)" role="status">
        {check.part} is not in the catalog. Check the number or pick a suggestion.
      </Text>
    );
  if (check.state === 'error')
    return (
      <Group gap="xs">
        <Text size="sm" c="var(--mantine-color-red-light-color)">
          Could not check this line: {describeApiError(check.error).message}
        </Text>
        <Button size="xs" variant="subtle" onClick={check.retry}>
          Try again
        </Button>
      </Group>
    );
  const problems: string[] = [];
  if (check.belowMinimum)
    problems.push(`Below the minimum order quantity of ${check.minimum.toLocaleString()}`);
  if (check.notFullIncrement) problems.push(`Ships in full packs of ${check.increment.toLocaleString()}`);
  return (
    <Group gap="md" wrap="wrap">
      {check.price ? (
        <Text size="sm">
          Unit <Money amount={check.price.unitPrice} currency={check.price.currency} precise /> · Extended{' '}
          <Money amount={check.price.extended} currency={check.price.currency} fw={600} />
          {check.price.quantity !== check.orderable || check.belowMinimum || check.notFullIncrement
            ? ` for ${check.price.quantity.toLocaleString()} (the orderable quantity)`
            : null}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Enter a quantity to see the price.
        </Text>
      )}
      <Text size="sm" c="dimmed">
        MOQ <Quantity value={check.minimum} />
        {check.increment > 1 ? (
          <>
            {' '}
            · packs of <Quantity value={check.increment} />
          </>
        ) : null}
      </Text>
      {problems.length > 0 ? (
        <Text size="sm" c={sample ? 'dimmed' : 'var(--mantine-color-orange-light-color)'} role="status">
          {problems.join('; ')}
          {sample ? ' (allowed on a sample order)' : ''}
        </Text>
      ) : null}
    </Group>
  );
}
