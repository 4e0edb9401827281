import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { RelatedPart } from '@/model/schemas';
import { Quantity } from '@/components/Formatted';
import { EmptyState } from '@/components/States';
import {
  DataTable,
  displayColumn,
  partLinkColumn,
  stockColumn,
  textColumn,
  type KitColumn,
} from '@/components/table';

function PackagingCell({ related }: { related: RelatedPart }) {
  const description = related.packaging.description || '—';
  const packSize = <Quantity value={related.packaging.standardQuantity} />;
  return related.packaging.fullIncrementRequired ? (
    <Trans>
      {description}, packs of {packSize} (whole packs only)
    </Trans>
  ) : (
    <Trans>
      {description}, packs of {packSize}
    </Trans>
  );
}

// Built while rendering, so the headers are in the language of the moment.
const relatedColumns = (): KitColumn<RelatedPart>[] => [
  partLinkColumn({ part: (r) => r.part, header: msg`Part`, rowHeader: true, priority: 1, hideable: false }),
  textColumn({ id: 'relation', header: msg`Relation`, value: (r) => r.relatedPartType, priority: 1 }),
  stockColumn({ header: msg`In stock`, value: (r) => r.stockQuantity }),
  displayColumn({
    id: 'packaging',
    header: msg`Packaging`,
    csv: (r) => r.packaging.description,
    cell: (r) => <PackagingCell related={r} />,
  }),
];

export function RelatedParts({ related }: { related: readonly RelatedPart[] }) {
  return (
    <DataTable
      data={related}
      columns={relatedColumns()}
      getRowId={(r) => `${r.part}-${r.relatedPartType}`}
      rowLabel={(r) => r.part}
      label={t`Related parts`}
      minWidth={560}
      empty={
        <EmptyState title={t`No related parts`}>
          <Trans>The catalog lists no alternates or other packagings for this part.</Trans>
        </EmptyState>
      }
    />
  );
}
