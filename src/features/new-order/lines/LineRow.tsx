import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { dateInputLanguage } from '@/components/dateInputLanguage';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { FormQuantityInput } from '@/components/quantity/FormQuantityInput';
import { IconTrash } from '@tabler/icons-react';
import { describeApiError } from '@/api/errors';
import { Money, Quantity } from '@/components/Formatted';
import { formatQuantity } from '@/lib/format';
import { todayIn } from '@/lib/offsetDate';
import { useOrderFormContext } from '../form/formContext';
import { focusLineField } from './lineFocus';
import { PartNumberInput } from '@/components/partNumber/PartNumberInput';
import type { LineCheck, LinePrice } from './useLineChecks';

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
  const lineNumber = index + 1;
  const removeLabel = t`Remove line ${lineNumber}`;
  return (
    <Fieldset legend={t`Line ${lineNumber}`} variant="default">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <PartNumberInput
          label={t`Part number`}
          required
          {...form.getInputProps(path('part'))}
          value={line.part}
          data-line-field="part"
        />
        <TextInput label={t`Customer part`} maxLength={50} {...form.getInputProps(path('customerPart'))} />
        <FormQuantityInput {...form.getInputProps(path('quantity'))} data-line-field="quantity" />
        <DateInput
          label={t`Requested date`}
          required
          valueFormat="YYYY-MM-DD"
          {...dateInputLanguage()}
          minDate={todayIn()}
          placeholder={t`yyyy-mm-dd`}
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
              <RoundUpLabel quantity={roundUp} />
            </Button>
          ) : null}
          <Tooltip label={removeLabel}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={removeLabel}
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

/** "Round up to 1,000": the quantity in the UI's number format. */
export function RoundUpLabel({ quantity }: { quantity: number }) {
  const orderable = formatQuantity(quantity);
  return <Trans>Round up to {orderable}</Trans>;
}

function LineStatus({ check, sample }: { check: LineCheck | undefined; sample: boolean }) {
  if (!check || check.state === 'empty')
    return (
      <Text size="sm" c="dimmed">
        <Trans>Enter a part number to see its price.</Trans>
      </Text>
    );
  if (check.state === 'checking')
    return (
      <Text size="sm" c="dimmed">
        <Trans>Checking the part and its price…</Trans>
      </Text>
    );
  if (check.state === 'unknown-part') {
    const part = check.part;
    return (
      <Text size="sm" c="var(--mantine-color-red-light-color)" role="status">
        <Trans>{part} is not in the catalog. Check the number or pick a suggestion.</Trans>
      </Text>
    );
  }
  if (check.state === 'error') {
    const reason = describeApiError(check.error).message;
    return (
      <Group gap="xs">
        <Text size="sm" c="var(--mantine-color-red-light-color)">
          <Trans>Could not check this line: {reason}</Trans>
        </Text>
        <Button size="xs" variant="subtle" onClick={check.retry}>
          <Trans>Try again</Trans>
        </Button>
      </Group>
    );
  }
  const minimum = formatQuantity(check.minimum);
  const increment = formatQuantity(check.increment);
  const problems: string[] = [];
  if (check.belowMinimum) problems.push(t`Below the minimum order quantity of ${minimum}`);
  if (check.notFullIncrement) problems.push(t`Ships in full packs of ${increment}`);
  // One list of sentences; on a sample order the list as a whole is allowed.
  const problemList = problems.join('; ');
  return (
    <Group gap="md" wrap="wrap">
      {check.price ? (
        <Text size="sm">
          <LinePriceText price={check.price} orderable={check.orderable} raised={problems.length > 0} />
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Enter a quantity to see the price.</Trans>
        </Text>
      )}
      <Text size="sm" c="dimmed">
        <MoqText minimum={check.minimum} increment={check.increment} />
      </Text>
      {problems.length > 0 ? (
        <Text size="sm" c={sample ? 'dimmed' : 'var(--mantine-color-orange-light-color)'} role="status">
          {sample ? t`${problemList} (allowed on a sample order)` : problemList}
        </Text>
      ) : null}
    </Group>
  );
}

/** "Unit … · Extended …", naming the quantity priced when it is not the one typed. */
function LinePriceText({
  price,
  orderable,
  raised,
}: {
  price: LinePrice;
  orderable: number | null;
  /** The typed quantity is below the MOQ or not full packs. */
  raised: boolean;
}) {
  const unitPrice = <Money amount={price.unitPrice} currency={price.currency} precise />;
  const extended = <Money amount={price.extended} currency={price.currency} fw={600} />;
  if (price.quantity === orderable && !raised)
    return (
      <Trans>
        Unit {unitPrice} · Extended {extended}
      </Trans>
    );
  const quantity = formatQuantity(price.quantity);
  return (
    <Trans>
      Unit {unitPrice} · Extended {extended} for {quantity} (the orderable quantity)
    </Trans>
  );
}

/** The MOQ, and the pack size when the part ships in packs. */
function MoqText({ minimum, increment }: { minimum: number; increment: number }) {
  const moq = <Quantity value={minimum} />;
  if (increment <= 1) return <Trans>MOQ {moq}</Trans>;
  const pack = <Quantity value={increment} />;
  return (
    <Trans>
      MOQ {moq} · packs of {pack}
    </Trans>
  );
}
