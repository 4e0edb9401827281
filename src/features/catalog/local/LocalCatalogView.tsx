import { useDeferredValue, useMemo } from 'react';
import { Grid, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Quantity } from '@/components/Formatted';
import { MAX_QUANTITY } from '@/lib/limits';
import { separators } from '@/lib/quantity';
import { EmptyState } from '@/components/States';
import { DataTable } from '@/components/table';
import { useUrlBackedInput } from '@/components/useUrlBackedInput';
import {
  applyFacets,
  buildFacetIndex,
  buildLocalSearch,
  searchLocal,
  type FacetId,
  type LocalPart,
} from '@/lib/localCatalog';
import { LocalCopyPanel } from './LocalCopyPanel';
import { LocalFacets } from './LocalFacets';
import { localColumns } from './localColumns';
import { facetSelectionOf, type LocalCatalogSearch } from './localSearch';
import { useLocalCatalog } from './useLocalCatalog';

type Props = {
  search: LocalCatalogSearch;
  currency: string;
  /** Writes URL fields; `replace` for typing so Back leaves the page instead of undoing keystrokes. */
  update: (patch: Partial<LocalCatalogSearch>, replace?: boolean) => void;
};

/** Ranks by the search when there is one; keeps part-number order otherwise. */
function ordered(matches: LocalPart[], hits: string[] | null): LocalPart[] {
  if (!hits) return matches;
  const rank = new Map(hits.map((part, i) => [part, i]));
  return [...matches].sort((a, b) => (rank.get(a.part) ?? 0) - (rank.get(b.part) ?? 0));
}

/** /parts?view=local: the whole catalog held in this browser, narrowed by facets and a local search. */
export function LocalCatalogView({ search, currency, update }: Props) {
  const copy = useLocalCatalog();
  const parts = useMemo(() => copy.parts.data ?? [], [copy.parts.data]);
  const price = useMemo(() => ({ quantity: search.pq, currency }), [search.pq, currency]);
  const index = useMemo(() => buildFacetIndex(parts, price), [parts, price]);
  const textIndex = useMemo(() => (search.lq.trim() ? buildLocalSearch(parts) : null), [parts, search.lq]);
  const [text, setText] = useUrlBackedInput(
    search.lq,
    (q) => q,
    (lq) => update({ lq }, true),
  );
  const query = useDeferredValue(search.lq);
  const hits = useMemo(() => (textIndex ? searchLocal(textIndex, query) : null), [textIndex, query]);
  const { series, lifecycle, stock, moq, lead, packaging, increments, compliance } = search;
  // The router keeps an unchanged array the same object, so the selection changes only when a facet does.
  const selection = useMemo(
    () =>
      facetSelectionOf({ ...search, series, lifecycle, stock, moq, lead, packaging, increments, compliance }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, lifecycle, stock, moq, lead, packaging, increments, compliance, search.price],
  );
  const result = useMemo(
    () => applyFacets(index, selection, hits ? new Set(hits) : undefined),
    [index, selection, hits],
  );
  const rows = useMemo(() => ordered(result.matches, hits), [result.matches, hits]);
  const columns = useMemo(() => localColumns(price), [price]);
  const held = parts.length > 0;
  const shown = rows.length;
  const total = parts.length;

  const setFacet = (facet: FacetId, values: string[]) =>
    update({ [facet]: values.length ? values : undefined });
  const clearFacets = () =>
    update(
      Object.fromEntries(Object.keys(selection).map((id) => [id, undefined])) as Partial<LocalCatalogSearch>,
    );

  return (
    <Stack gap="md">
      <LocalCopyPanel copy={copy} currency={currency} />
      {copy.parts.isError ? (
        <Text c="red" role="alert">
          <Trans>
            This browser would not open the local copy (IndexedDB is blocked or full). Browse the server pages
            instead, or allow site storage and reload.
          </Trans>
        </Text>
      ) : null}
      {held ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <LocalFacets
              result={result}
              selection={selection}
              price={price}
              onChange={setFacet}
              onClear={clearFacets}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="sm">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label={t`Search the local copy`}
                  description={t`Every word, in any order; part numbers with or without dashes. The header search asks the server.`}
                  leftSection={<IconSearch size={16} />}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value, e.currentTarget.value.slice(0, 200))}
                  style={{ flex: '1 1 260px' }}
                />
                <NumberInput
                  label={t`Price at quantity`}
                  description={t`Prices the price facet and column`}
                  min={1}
                  max={MAX_QUANTITY}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator={separators().group}
                  decimalSeparator={separators().decimal}
                  value={search.pq}
                  onChange={(v) => {
                    if (typeof v === 'number' && Number.isInteger(v) && v >= 1) update({ pq: v }, true);
                  }}
                  w={180}
                />
              </Group>
              <Text size="sm" role="status" aria-live="polite">
                <Trans>
                  <Quantity value={shown} /> of <Quantity value={total} /> parts in the local copy
                </Trans>
              </Text>
              <DataTable
                data={rows}
                columns={columns}
                getRowId={(p) => p.part}
                label={t`Parts in the local copy`}
                virtualize
                minWidth={900}
                empty={
                  <EmptyState title={t`No part matches`}>
                    <Trans>
                      No part in the local copy has every value chosen. Clear a filter or change the search.
                    </Trans>
                  </EmptyState>
                }
              />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
