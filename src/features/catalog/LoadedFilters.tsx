import { Checkbox, Group, MultiSelect } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { formatQuantity } from '@/lib/format';
import type { FacetId, FacetResult, PriceContext } from '@/lib/localCatalog/facets';
import { facetOptionLabel, orderFacetValues } from './local/facetLabels';
import type { LocalCatalogSearch } from './local/localSearch';

type Props = {
  search: LocalCatalogSearch;
  result: FacetResult;
  price: PriceContext;
  update: (patch: Partial<LocalCatalogSearch>) => void;
};

function FacetSelect(props: Props & { facet: FacetId; label: string }) {
  const { facet, result, search, price } = props;
  const selected = search[facet] ?? [];
  const data = orderFacetValues(facet, result.counts[facet], selected).map((value) => ({
    value,
    label: facetOptionLabel(facet, value, price, result.counts[facet].get(value) ?? 0),
  }));
  return (
    <MultiSelect
      label={props.label}
      placeholder={selected.length ? undefined : t`Any`}
      data={data}
      value={[...selected]}
      onChange={(values) => props.update({ [facet]: values.length ? values : undefined })}
      searchable
      clearable
      maxDropdownHeight={280}
      w={{ base: '100%', sm: 220 }}
      // Mantine keeps a closed dropdown mounted by default: three of them measured their ScrollArea and
      // positioned themselves (floating-ui, getComputedStyle) in the task that first drew the table.
      comboboxProps={{ keepMounted: false }}
    />
  );
}

/**
 * Filters over the parts loaded so far (the same URL fields as the local copy's facets, so a filter
 * survives switching views); each value shows how many loaded parts it would leave.
 */
export function LoadedFilters(props: Props) {
  const inStockOnly = (props.search.stock ?? []).includes('in-stock');
  const quantity = formatQuantity(props.price.quantity);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t`Filter the loaded parts`}>
      <FacetSelect {...props} facet="series" label={t`Series`} />
      <FacetSelect {...props} facet="lifecycle" label={t`Lifecycle`} />
      <FacetSelect {...props} facet="price" label={t`Unit price at ${quantity}`} />
      <Checkbox
        label={t`In stock only`}
        checked={inStockOnly}
        onChange={(e) => props.update({ stock: e.currentTarget.checked ? ['in-stock'] : undefined })}
        mb={8}
      />
    </Group>
  );
}
