import { Stack } from '@mantine/core';
import { PanelBoundary } from '@/components/PanelBoundary';
import { LoadingState } from '@/components/States';
import { usePageTitle } from '@/components/usePageTitle';
import { PartNoData } from './PartNoData';
import { PartHeader } from './PartHeader';
import { AtAGlance } from './AtAGlance';
import { Replacements } from './Replacements';
import { usePartView } from './usePartView';
import { modelFormats, partBody } from './partDeferred';

// With the route chunk, not at the first render (lazyAfterFirstPaint's `preload`).
void partBody.preload();
void modelFormats.preload();

export function PartDetailPage() {
  const { partNumber, part, search, currency } = usePartView();
  usePageTitle(partNumber);
  if (!part) return <PartNoData partNumber={partNumber} />;
  return (
    <Stack gap="lg" maw={1280}>
      <PartHeader part={part} />
      <Replacements part={part} currency={currency} />
      <AtAGlance part={part} />
      <PanelBoundary loading={<LoadingState />}>
        <partBody.Component
          part={part}
          quantity={search.qty ?? Math.max(1, part.minimumOrderQuantity)}
          currency={currency}
        />
      </PanelBoundary>
    </Stack>
  );
}
