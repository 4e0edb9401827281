import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { Part } from '@/model/schemas';
import { Quantity } from '@/components/Formatted';
import { countryName } from './displayNames';
import { FactList } from './FactList';

const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');

export function PartFacts({ part }: { part: Part }) {
  const { packaging } = part;
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Title order={2} size="h4">
          Availability and ordering
        </Title>
        <FactList
          facts={[
            {
              label: 'In stock',
              value:
                part.stockQuantity > 0 ? (
                  <Quantity value={part.stockQuantity} />
                ) : (
                  <Text component="span" inherit c="red.8" fw={600}>
                    Out of stock
                  </Text>
                ),
            },
            { label: 'Minimum order', value: <Quantity value={part.minimumOrderQuantity} /> },
            {
              label: 'Standard lead time',
              value: `${part.standardLeadDays} ${part.standardLeadDays === 1 ? 'day' : 'days'}`,
            },
            {
              label: 'Non-cancellable, non-returnable',
              value: part.nonCancellableNonReturnable ? 'Yes' : 'No',
            },
            { label: 'Reserve', value: part.reserve ? 'Yes' : 'No' },
            { label: 'Packaging', value: orDash(packaging.description) },
            { label: 'Standard pack quantity', value: <Quantity value={packaging.standardQuantity} /> },
            {
              label: 'Full packs required',
              value: packaging.fullIncrementRequired ? 'Yes, order whole packs' : 'No',
            },
          ]}
        />
        <Divider />
        <Title order={2} size="h4">
          Product and trade
        </Title>
        <FactList
          facts={[
            { label: 'Series', value: orDash(part.series) },
            { label: 'Series with option', value: orDash(part.seriesWithOption) },
            { label: 'ECCN', value: orDash(part.eccnCategory) },
            { label: 'HTS number', value: orDash(part.htsNumber) },
            { label: 'Probable country of origin', value: countryName(part.probableCountryOfOrigin) },
          ]}
        />
      </Stack>
    </Paper>
  );
}
