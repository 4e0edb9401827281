import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { IconDownload } from '@tabler/icons-react';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { useQueries } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/States';
import { ButtonLink } from '@/components/links';
import { useDisplayCurrency } from '@/lib/currencyParam';
import classes from '@/components/page.module.css';
import { QuantityInput } from '@/components/quantity/QuantityInput';
import { MAX_COMPARE } from '@/lib/compareList';
import { useCompareList } from '@/lib/compareList';
import { CompareTable, downloadComparison } from './CompareTable';
import { formatCompareParts, limitCompareParts } from '@/lib/compareParts';
import { MAX_COMPARE_QUANTITY, comparePartQueryOptions, compareRouteApi } from './compareRoute';

export function ComparePage() {
  const search = compareRouteApi.useSearch();
  const navigate = compareRouteApi.useNavigate();
  // The first four unique parts are shown; any more the link named are left out, and the page says so.
  const { parts, dropped } = limitCompareParts(search.parts) ?? { parts: [], dropped: [] };
  const chosen = useCompareList();
  const currency = useDisplayCurrency(search.currency);
  // One query per part: a part that fails or has no data only affects its own column.
  const queries = useQueries({
    queries: parts.map((part) => comparePartQueryOptions(part, currency)),
  });
  const partList = parts.join(', ');
  usePageTitle(parts.length ? t`Compare ${partList}` : t`Compare`);

  const header = (
    <PageHeader
      title={t`Compare parts`}
      description={t`Up to four parts side by side: price at a quantity, stock and more.`}
    />
  );
  if (parts.length === 0 && chosen.length > 0) {
    // The navbar's Compare (no parts in the URL) opens the parts chosen while searching or browsing.
    return (
      <Navigate to="/compare" search={(prev) => ({ ...prev, parts: formatCompareParts(chosen) })} replace />
    );
  }
  if (parts.length === 0) {
    const chosenCount = chosen.length;
    // An example address, not words: the same in every language.
    const example = '/compare?parts=A,B';
    return (
      <Stack gap="md" className={classes.page}>
        {header}
        <EmptyState
          title={t`Nothing to compare yet`}
          action={
            <Group gap="sm" justify="center">
              {chosen.length > 0 ? (
                <ButtonLink to="/compare" search={{ parts: formatCompareParts(chosen) }}>
                  {plural(chosenCount, {
                    one: 'Compare your # chosen part',
                    other: 'Compare your # chosen parts',
                  })}
                </ButtonLink>
              ) : null}
              <ButtonLink to="/search" variant="light">
                <Trans>Search parts</Trans>
              </ButtonLink>
              <ButtonLink to="/parts" variant="light">
                <Trans>Browse the catalog</Trans>
              </ButtonLink>
            </Group>
          }
        >
          <Trans>
            Tick “Compare” next to two to four parts while you search or browse, then open the comparison. A
            link to this page lists its parts in the address, like {example}.
          </Trans>
        </EmptyState>
      </Stack>
    );
  }

  const max = MAX_COMPARE;
  const named = parts.length + dropped.length;
  const droppedCount = dropped.length;
  const droppedList = dropped.join(', ');
  const removePart = (part: string) =>
    void navigate({
      search: (prev) => ({ ...prev, parts: formatCompareParts(parts.filter((p) => p !== part)) }),
    });

  return (
    <Stack gap="md" className={classes.page}>
      {header}
      <Group align="flex-end" gap="md">
        <QuantityInput
          label={t`Quantity`}
          description={t`Prices are for this many pieces of each part.`}
          value={search.qty}
          max={MAX_COMPARE_QUANTITY}
          onChange={(qty) => void navigate({ search: (prev) => ({ ...prev, qty: qty ?? 1 }), replace: true })}
          w={240}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={queries.every((q) => !q.data)}
          onClick={() => void downloadComparison({ parts, queries, qty: search.qty })}
        >
          <Trans>Export CSV</Trans>
        </Button>
        {parts.length < 2 ? (
          <Text size="sm" c="dimmed">
            <Trans>Add another part from search or browse to compare side by side.</Trans>
          </Text>
        ) : null}
      </Group>
      {dropped.length > 0 ? (
        <Alert color="yellow" variant="light" title={t`Only ${max} parts fit side by side`}>
          {plural(droppedCount, {
            one: `The link named ${named} parts; ${droppedList} was left out.`,
            other: `The link named ${named} parts; ${droppedList} were left out.`,
          })}
        </Alert>
      ) : null}
      <CompareTable parts={parts} queries={queries} qty={search.qty} onRemove={removePart} />
    </Stack>
  );
}
