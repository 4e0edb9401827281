import { Card, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { IdName, Location } from '@/api/schemas';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { AddressText, locationLabel } from './AddressText';
import { useOrderFormContext } from './formContext';
import { orderChoicesQueryOptions } from './orderLocations';

const locationData = (list: readonly Location[]) =>
  list.map((l) => ({ value: String(l.Id), label: locationLabel(l) }));
const idNameData = (list: readonly IdName[]) => list.map((x) => ({ value: String(x.Id), label: x.Name }));

/** Ship-to, bill-to, end customer and shipping option: only what the caller's own orders use. */
export function DeliverySection() {
  const form = useOrderFormContext();
  const choices = useQuery(orderChoicesQueryOptions());
  const values = form.getValues();
  const data = choices.data;
  const find = (list: readonly Location[] | undefined, id: string) => list?.find((l) => String(l.Id) === id);
  const shipTo = find(data?.shipTo, values.shipToId);
  const billTo = find(data?.billTo, values.billToId);
  const endCustomer = find(data?.endCustomers, values.endCustomerId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delivery-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="delivery-heading">
          Delivery and billing
        </Title>
        <Text size="sm" c="dimmed">
          The addresses and shipping options your organization&apos;s orders use.
        </Text>
        {choices.isError ? (
          <ApiErrorAlert error={choices.error} onRetry={() => void choices.refetch()} />
        ) : null}
        {choices.isPending ? <Skeleton height={120} aria-label="Loading your addresses" /> : null}
        {data ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap={4}>
                <Select
                  label="Ship to"
                  required
                  placeholder="Choose a ship-to address"
                  data={locationData(data.shipTo)}
                  searchable
                  nothingFoundMessage="No address matches"
                  key={form.key('shipToId')}
                  {...form.getInputProps('shipToId')}
                />
                {shipTo ? <AddressText location={shipTo} /> : null}
              </Stack>
              <Stack gap={4}>
                <Select
                  label="Bill to"
                  required
                  placeholder="Choose a bill-to address"
                  data={locationData(data.billTo)}
                  searchable
                  nothingFoundMessage="No address matches"
                  key={form.key('billToId')}
                  {...form.getInputProps('billToId')}
                />
                {billTo ? <AddressText location={billTo} /> : null}
              </Stack>
              <Stack gap={4}>
                <Select
                  label="End customer"
                  description="Optional: the OEM the parts are for"
                  placeholder="None"
                  clearable
                  data={data.endCustomers.map((l) => ({
                    value: String(l.Id),
                    label: `${l.Customer.Name} · ${l.Address.City}`,
                  }))}
                  searchable
                  nothingFoundMessage="No end customer matches"
                  key={form.key('endCustomerId')}
                  {...form.getInputProps('endCustomerId')}
                  value={values.endCustomerId === '' ? null : values.endCustomerId}
                  onChange={(v) => form.setFieldValue('endCustomerId', v ?? '')}
                />
                {endCustomer ? <AddressText location={endCustomer} /> : null}
              </Stack>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select
                label="Carrier"
                required
                placeholder="Choose a carrier"
                data={idNameData(data.carriers)}
                key={form.key('carrierId')}
                {...form.getInputProps('carrierId')}
              />
              <Select
                label="Service level"
                required
                placeholder="Choose a service level"
                data={idNameData(data.serviceLevels)}
                key={form.key('serviceLevelId')}
                {...form.getInputProps('serviceLevelId')}
              />
              <Select
                label="Freight billing"
                required
                placeholder="Choose how freight is billed"
                data={idNameData(data.billingOptions)}
                key={form.key('billingOptionId')}
                {...form.getInputProps('billingOptionId')}
              />
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
