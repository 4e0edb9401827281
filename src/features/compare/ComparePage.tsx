import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@/lib/product';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/States';
import { ButtonLink } from '@/components/table/links';
import { useDisplayCurrency } from '@/lib/currencyParam';
import classes from '@/components/page.module.css';
import { useUrlBackedInput } from '@/components/useUrlBackedInput';
import { useCompareList } from '@/lib/compareList';
import { CompareTable } from './CompareTable';
import { formatCompareParts, parseCompareParts } from '@/lib/compareParts';
import { MAX_COMPARE_QUANTITY, comparePartQueryOptions, compareRouteApi } from './compareRoute';

export function ComparePage() {
  const search = compareRouteApi.useSearch();
  const navigate = compareRouteApi.useNavigate();
  const parts = parseCompareParts(search.parts) ?? [];
  const chosen = useCompareList();
  const currency = useDisplayCurrency(search.currency);
  // One query per part: a part that fails or has no data only affects its own column.
  const queries = useQueries({
    queries: parts.map((part) => comparePartQueryOptions(part, currency)),
  });
  const [qtyText, setQty] = useUrlBackedInput<string | number, number>(
    search.qty,
    (qty) => qty,
    (qty) => void navigate({ search: (prev) => ({ ...prev, qty }), replace: true }),
  );
  useDocumentTitle(
    parts.length ? `Compare ${parts.join(', ')} · ${PRODUCT_NAME}` : `Compare · ${PRODUCT_NAME}`,
  );

  const header = (
    <PageHeader
      title="Compare parts"
      description="Up to four parts side by side: price at a quantity, stock and more."
    />
  );
  if (parts.length === 0) {
    return (
      <Stack gap="md" className={classes.page}>
        {header}
        <EmptyState
          title="Nothing to compare yet"
          action={
            <Group gap="sm" justify="center">
              {chosen.length > 0 ? (
                <ButtonLink to="/compare" search={{ parts: formatCompareParts(chosen) }}>
                  Compare your {chosen.length} chosen {chosen.length === 1 ? 'part' : 'parts'}
                </ButtonLink>
              ) : null}
              <ButtonLink to="/search" variant="light">
                Search parts
              </ButtonLink>
              <ButtonLink to="/parts" variant="light">
                Browse the catalog
              </ButtonLink>
            </Group>
          }
        >
          Tick “Compare” next to two to four parts while you search or browse, then open the comparison. A
          link to this page lists its parts in the address, like /compare?parts=A,B.
        </EmptyState>
      </Stack>
    );
  }

  const removePart = (part: string) =>
    void navigate({
      search: (prev) => ({ ...prev, parts: formatCompareParts(parts.filter((p) => p !== part)) }),
    });

  return (
    <Stack gap="md" className={classes.page}>
      {header}
      <Group align="flex-end" gap="md">
        <NumberInput
          label="Quantity"
          description="Prices are for this many pieces of each part."
          value={qtyText}
          min={1}
          max={MAX_COMPARE_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          clampBehavior="strict"
          onChange={(value) =>
            setQty(
              value,
              typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined,
            )
          }
          w={220}
        />
        {parts.length < 2 ? (
          <Text size="sm" c="dimmed">
            Add another part from search or browse to compare side by side.
          </Text>
        ) : null}
      </Group>
      <CompareTable parts={parts} queries={queries} qty={search.qty} onRemove={removePart} />
    </Stack>
  );
}
