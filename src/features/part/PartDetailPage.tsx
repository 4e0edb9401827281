import { Grid, Stack } from '@mantine/core';
import { usePageTitle } from '@/components/usePageTitle';
import { PartNoData } from './PartNoData';
import { PartHeader } from './PartHeader';
import { PartFacts } from './PartFacts';
import { PricingPanel } from './PricingPanel';
import { CustomerPricePanel } from './CustomerPricePanel';
import { PartTabs } from './PartTabs';
import { AtAGlance } from './AtAGlance';
import { Replacements } from './Replacements';
import { usePartView } from './usePartView';

export function PartDetailPage() {
  const { partNumber, part, search, currency } = usePartView();
  usePageTitle(partNumber);
  if (!part) return <PartNoData partNumber={partNumber} />;
  return (
    <Stack gap="lg" maw={1280}>
      <PartHeader part={part} />
      <Replacements part={part} currency={currency} />
      <AtAGlance part={part} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <PartFacts part={part} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <PricingPanel part={part} />
            <CustomerPricePanel
              part={part.part}
              quantity={search.qty ?? Math.max(1, part.minimumOrderQuantity)}
              currency={currency}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <PartTabs part={part} />
    </Stack>
  );
}
