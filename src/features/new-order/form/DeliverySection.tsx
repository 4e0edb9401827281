import { useDeferredValue } from 'react';
import { Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n } from '@/lib/i18n';
import { SectionCard } from '@/components/SectionCard';
import { useQuery } from '@tanstack/react-query';
import type { IdName, Location } from '@/model/schemas';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { AddressText, locationLabel } from './AddressText';
import { useOrderFormContext } from './formContext';
import { orderChoicesQueryOptions } from './orderLocations';

const idNameData = (list: readonly IdName[]) => list.map((x) => ({ value: String(x.Id), label: x.Name }));

/** The two required addresses: where the parts go and who pays. */
const ADDRESS_CHOICES = [
  { field: 'shipToId', label: msg`Ship to`, placeholder: msg`Choose a ship-to address`, locations: 'shipTo' },
  { field: 'billToId', label: msg`Bill to`, placeholder: msg`Choose a bill-to address`, locations: 'billTo' },
] as const;

/** The shipping option's three parts, each one of the choices the caller's orders use. */
const SHIPPING_CHOICES = [
  { field: 'carrierId', label: msg`Carrier`, placeholder: msg`Choose a carrier`, choices: 'carriers' },
  {
    field: 'serviceLevelId',
    label: msg`Service level`,
    placeholder: msg`Choose a service level`,
    choices: 'serviceLevels',
  },
  {
    field: 'billingOptionId',
    label: msg`Freight billing`,
    placeholder: msg`Choose how freight is billed`,
    choices: 'billingOptions',
  },
] as const;

/** Ship-to, bill-to, end customer and shipping option: only what the caller's own orders use. */
export function DeliverySection() {
  const form = useOrderFormContext();
  const choices = useQuery(orderChoicesQueryOptions());
  const values = form.getValues();
  // The answer arrives through React Query's store, which React renders in one piece: these six selects
  // were a task of 40-50 ms of this machine's main thread. Deferred, they render in the background
  // (BackgroundRender's reason), the skeleton staying until they are ready.
  const data = useDeferredValue(choices.data);
  const find = (list: readonly Location[] | undefined, id: string) => list?.find((l) => String(l.Id) === id);
  const endCustomer = find(data?.endCustomers, values.endCustomerId);
  return (
    <SectionCard title={t`Delivery and billing`}>
      <Text size="sm" c="dimmed">
        <Trans>The addresses and shipping options your organization&apos;s orders use.</Trans>
      </Text>
      {choices.isError ? (
        <ApiErrorAlert error={choices.error} onRetry={() => void choices.refetch()} />
      ) : null}
      {!data && !choices.isError ? <Skeleton height={120} aria-label={t`Loading your addresses`} /> : null}
      {data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {ADDRESS_CHOICES.map(({ field, label, placeholder, locations }) => (
              <LocationSelect
                key={field}
                field={field}
                label={i18n._(label)}
                placeholder={i18n._(placeholder)}
                locations={data[locations]}
                chosen={find(data[locations], values[field])}
              />
            ))}
            <LocationSelect
              field="endCustomerId"
              label={t`End customer`}
              description={t`Optional: the OEM the parts are for`}
              placeholder={t`None`}
              locations={data.endCustomers}
              optionLabel={(l) => `${l.Customer.Name} · ${l.Address.City}`}
              chosen={endCustomer}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {SHIPPING_CHOICES.map(({ field, label, placeholder, choices }) => (
              <Select
                key={field}
                label={i18n._(label)}
                required
                placeholder={i18n._(placeholder)}
                data={idNameData(data[choices])}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </SectionCard>
  );
}

type LocationField = 'shipToId' | 'billToId' | 'endCustomerId';

/** A location picked from the caller's own, with its address shown below once chosen. */
function LocationSelect({
  field,
  label,
  description,
  placeholder,
  locations,
  optionLabel = locationLabel,
  chosen,
}: {
  field: LocationField;
  label: string;
  description?: string;
  placeholder: string;
  locations: readonly Location[];
  optionLabel?: (location: Location) => string;
  chosen: Location | undefined;
}) {
  const form = useOrderFormContext();
  // Only the end customer may stay empty; the others are required by the body schema.
  const optional = field === 'endCustomerId';
  return (
    <Stack gap={4}>
      <Select
        label={label}
        description={description}
        required={!optional}
        clearable={optional}
        placeholder={placeholder}
        data={locations.map((l) => ({ value: String(l.Id), label: optionLabel(l) }))}
        searchable
        nothingFoundMessage={t`No address matches`}
        {...form.getInputProps(field)}
        value={form.getValues()[field] || null}
        onChange={(v) => form.setFieldValue(field, v ?? '')}
      />
      {chosen ? <AddressText location={chosen} /> : null}
    </Stack>
  );
}
