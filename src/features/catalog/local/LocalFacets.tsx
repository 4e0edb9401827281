import { useState } from 'react';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  FACET_IDS,
  type FacetId,
  type FacetResult,
  type FacetSelection,
  type PriceContext,
} from '@/lib/localCatalog';
import { facetOptionLabel, facetTitle, orderFacetValues } from './facetLabels';

const SHOWN = 8;

function FacetGroup(props: {
  facet: FacetId;
  counts: Map<string, number>;
  selected: readonly string[];
  price: PriceContext;
  onChange: (values: string[]) => void;
}) {
  const { facet, counts, selected, price, onChange } = props;
  const [expanded, setExpanded] = useState(false);
  const values = orderFacetValues(facet, counts, selected);
  if (values.length === 0) return null;
  const visible = expanded ? values : values.slice(0, SHOWN);
  const total = values.length;
  return (
    <Checkbox.Group label={facetTitle(facet, price)} value={[...selected]} onChange={onChange}>
      <Stack gap={6} mt={6}>
        {visible.map((value) => (
          <Checkbox
            key={value}
            value={value}
            size="sm"
            label={facetOptionLabel(facet, value, price, counts.get(value) ?? 0)}
          />
        ))}
        {values.length > SHOWN ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((e) => !e)} w="fit-content">
            {expanded ? t`Show fewer` : t`Show all ${total}`}
          </Button>
        ) : null}
      </Stack>
    </Checkbox.Group>
  );
}

/** Every facet with its values and counts; choosing values narrows the copy (kept in the URL). */
export function LocalFacets(props: {
  result: FacetResult;
  selection: FacetSelection;
  price: PriceContext;
  onChange: (facet: FacetId, values: string[]) => void;
  onClear: () => void;
}) {
  const chosen = FACET_IDS.some((id) => (props.selection[id]?.length ?? 0) > 0);
  return (
    <Stack gap="md" component="section" aria-label={t`Facets`}>
      <Text fw={600}>
        <Trans>Filter the local copy</Trans>
      </Text>
      {chosen ? (
        <Button variant="light" size="compact-sm" onClick={props.onClear} w="fit-content">
          <Trans>Clear all filters</Trans>
        </Button>
      ) : null}
      {FACET_IDS.map((facet) => (
        <FacetGroup
          key={facet}
          facet={facet}
          counts={props.result.counts[facet]}
          selected={props.selection[facet] ?? []}
          price={props.price}
          onChange={(values) => props.onChange(facet, values)}
        />
      ))}
    </Stack>
  );
}
