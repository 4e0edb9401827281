import { Grid, Stack } from '@mantine/core';
import type { Part } from '@/model/schemas';
import type { CurrencyCode } from '@/lib/currencies';
import { PartFacts } from './PartFacts';
import { PricingPanel } from './PricingPanel';
import { CustomerPricePanel } from './CustomerPricePanel';
import { PartTabs } from './PartTabs';

/** The part page below its header and summary: facts, prices and the tabs (documents, models, related). */
export function PartBody({
  part,
  quantity,
  currency,
}: {
  part: Part;
  quantity: number;
  currency: CurrencyCode;
}) {
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <PartFacts part={part} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <PricingPanel part={part} />
            <CustomerPricePanel part={part.part} quantity={quantity} currency={currency} />
          </Stack>
        </Grid.Col>
      </Grid>
      <PartTabs part={part} />
    </Stack>
  );
}
