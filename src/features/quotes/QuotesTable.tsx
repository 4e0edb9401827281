import type { ReactNode } from 'react';
import type { Opportunity } from '@/model/schemas';
import { DataTable, useTableSearch } from '@/components/table';
import { quoteColumns } from './quoteColumns';
import { QuotePriceBreaks } from './QuotePriceBreaks';
import { quotesRouteApi } from './quotesRoute';

/** The page of quotes, already in the URL's sort order; each row opens its price breaks. */
export function QuotesTable({ rows, toolbar }: { rows: readonly Opportunity[]; toolbar: ReactNode }) {
  const { view } = useTableSearch(quotesRouteApi);
  return (
    <DataTable
      data={rows}
      columns={quoteColumns}
      getRowId={(q) => String(q.opportunityId)}
      label="Quotes"
      view={view}
      manualSorting
      renderDetail={(q) => <QuotePriceBreaks quote={q} />}
      rowLabel={(q) => `quote ${q.opportunityId}`}
      toolbar={toolbar}
      minWidth={1200}
    />
  );
}
