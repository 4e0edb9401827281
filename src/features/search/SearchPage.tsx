import { useRef } from 'react';
import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePageTitle } from '@/components/usePageTitle';
import { getRouteApi } from '@tanstack/react-router';
import { IconSearch } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '@/components/PageHeader';
import { useDisplayCurrency } from '@/lib/currencyParam';
import { CompareTray } from '@/components/compare/CompareTray';
import classes from '@/components/page.module.css';
import { RESULT_COUNTS, resultCountParam, searchModeParam, type SearchMode } from './searchParams';
import { PanelBoundary } from '@/components/PanelBoundary';
import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';
import { useSearchResults } from './useSearchResults';
import { useUrlBackedInput } from '@/components/useUrlBackedInput';

const route = getRouteApi('/search');

/**
 * The results (the grid, the suggestions and the table kit): 17 of the 45 files a phone fetched
 * before the heading and the search box could paint. Loaded once the first screen has painted; started
 * with the route chunk, not at the first render.
 */
const resultsPanel = lazyAfterFirstPaint(() =>
  import('./SearchResultsPanel').then((module) => module.SearchResultsPanel),
);
void resultsPanel.preload();

export const SEARCH_DEBOUNCE_MS = 250;

export function SearchPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  // Typing replaces the history entry: Back leaves the search instead of undoing it letter by letter.
  const [text, setText] = useUrlBackedInput(
    search.q,
    (q) => q,
    (q) => void navigate({ search: (prev) => ({ ...prev, q }), replace: true }),
  );
  const [term] = useDebouncedValue(search.q.trim(), SEARCH_DEBOUNCE_MS);
  const currency = useDisplayCurrency(search.currency);
  const results = useSearchResults(term, search.count, search.mode, currency);
  usePageTitle(search.q.trim(), t`Search`);

  const focusResults = () => gridRef.current?.querySelector<HTMLElement>('tbody [tabindex="0"]')?.focus();

  return (
    <Stack gap="md" className={classes.page}>
      <PageHeader
        title={t`Search parts`}
        description={t`Matches part numbers and descriptions as you type.`}
      />
      <form role="search" aria-label={t`Search the catalog`} onSubmit={(e) => e.preventDefault()}>
        <Group align="flex-end" gap="sm">
          <TextInput
            ref={inputRef}
            label={t`Part number or description`}
            description={t`Press the down arrow to move into the results.`}
            placeholder={t`e.g. TSH or header`}
            type="search"
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.currentTarget.value, e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && results.rows?.length) {
                e.preventDefault();
                focusResults();
              }
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 280px' }}
            aria-controls="search-results"
          />
          <NativeSelect
            label={t`Results`}
            value={String(search.count)}
            data={RESULT_COUNTS.map(String)}
            onChange={(e) => {
              const count = resultCountParam.parse(e.currentTarget.value);
              void navigate({ search: (prev) => ({ ...prev, count }) });
            }}
            w={100}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="search-mode-label">
              <Trans>Show</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="search-mode-label"
              value={search.mode}
              onChange={(value) => {
                const mode = searchModeParam.parse(value) satisfies SearchMode;
                void navigate({ search: (prev) => ({ ...prev, mode }) });
              }}
              data={[
                { value: 'full', label: t`Full details` },
                { value: 'numbers', label: t`Part numbers only` },
              ]}
            />
          </Stack>
        </Group>
      </form>
      <div id="search-results">
        <PanelBoundary loadingLabel={t`Loading the results…`}>
          <resultsPanel.Component
            results={results}
            term={term}
            search={search}
            gridRef={gridRef}
            onExitTop={() => inputRef.current?.focus()}
          />
        </PanelBoundary>
      </div>
      <CompareTray />
    </Stack>
  );
}
