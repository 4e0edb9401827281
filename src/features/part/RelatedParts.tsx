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

const relatedColumns: KitColumn<RelatedPart>[] = [
  partLinkColumn({ part: (r) => r.part, header: 'Part', rowHeader: true, priority: 1, hideable: false }),
  textColumn({ id: 'relation', header: 'Relation', value: (r) => r.relatedPartType, priority: 1 }),
  stockColumn({ header: 'In stock', value: (r) => r.stockQuantity }),
  displayColumn({
    id: 'packaging',
    header: 'Packaging',
    csv: (r) => r.packaging.description,
    cell: (r) => (
      <>
        {r.packaging.description || '—'}, packs of <Quantity value={r.packaging.standardQuantity} />
        {r.packaging.fullIncrementRequired ? ' (whole packs only)' : ''}
      </>
    ),
  }),
];

export function RelatedParts({ related }: { related: readonly RelatedPart[] }) {
  return (
    <DataTable
      data={related}
      columns={relatedColumns}
      getRowId={(r) => `${r.part}-${r.relatedPartType}`}
      rowLabel={(r) => r.part}
      label="Related parts"
      minWidth={560}
      empty={
        <EmptyState title="No related parts">
          The catalog lists no alternates or other packagings for this part.
        </EmptyState>
      }
    />
  );
}
