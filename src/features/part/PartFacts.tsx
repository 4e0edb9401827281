import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Part } from '@/model/schemas';
import { Quantity } from '@/components/Formatted';
import { countryName } from './displayNames';
import { FactList } from './FactList';

const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');

export function PartFacts({ part }: { part: Part }) {
  const { packaging } = part;
  // The lead time prints its number as the API sends it (no separators), in both forms.
  const leadDays = String(part.standardLeadDays);
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Availability and ordering</Trans>
        </Title>
        <FactList
          facts={[
            {
              label: t`In stock`,
              value:
                part.stockQuantity > 0 ? (
                  <Quantity value={part.stockQuantity} />
                ) : (
                  <Text component="span" inherit c="red.8" fw={600}>
                    <Trans>Out of stock</Trans>
                  </Text>
                ),
            },
            { label: t`Minimum order`, value: <Quantity value={part.minimumOrderQuantity} /> },
            {
              label: t`Standard lead time`,
              value: plural(part.standardLeadDays, { one: `${leadDays} day`, other: `${leadDays} days` }),
            },
            {
              label: t`Non-cancellable, non-returnable`,
              value: part.nonCancellableNonReturnable ? t`Yes` : t`No`,
            },
            { label: t`Reserve`, value: part.reserve ? t`Yes` : t`No` },
            { label: t`Packaging`, value: orDash(packaging.description) },
            { label: t`Standard pack quantity`, value: <Quantity value={packaging.standardQuantity} /> },
            {
              label: t`Full packs required`,
              value: packaging.fullIncrementRequired ? t`Yes, order whole packs` : t`No`,
            },
          ]}
        />
        <Divider />
        <Title order={2} size="h4">
          <Trans>Product and trade</Trans>
        </Title>
        <FactList
          facts={[
            { label: t`Series`, value: orDash(part.series) },
            { label: t`Series with option`, value: orDash(part.seriesWithOption) },
            { label: t`ECCN`, value: orDash(part.eccnCategory) },
            { label: t`HTS number`, value: orDash(part.htsNumber) },
            { label: t`Probable country of origin`, value: countryName(part.probableCountryOfOrigin) },
          ]}
        />
      </Stack>
    </Paper>
  );
}
