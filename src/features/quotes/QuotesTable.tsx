import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import type { Opportunity } from '@/model/schemas';
import { DataTable, useTableSearch, type KitColumn } from '@/components/table';
import { QuotePriceBreaks } from './QuotePriceBreaks';
import { quotesRouteApi } from './quotesRoute';

type Props = {
  rows: readonly Opportunity[];
  /** quoteColumns(), as the page sorted the rows by them. */
  columns: readonly KitColumn<Opportunity>[];
  toolbar: ReactNode;
};

/** A row's name in the table's own labels ("Details of quote 3000012345"). */
function quoteLabel(quote: Opportunity): string {
  const opportunityId = quote.opportunityId;
  return t`quote ${opportunityId}`;
}

/** The page of quotes, already in the URL's sort order; each row opens its price breaks. */
export function QuotesTable({ rows, columns, toolbar }: Props) {
  const { view } = useTableSearch(quotesRouteApi);
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(q) => String(q.opportunityId)}
      label={t`Quotes`}
      view={view}
      manualSorting
      renderDetail={(q) => <QuotePriceBreaks quote={q} />}
      rowLabel={quoteLabel}
      toolbar={toolbar}
      minWidth={1200}
    />
  );
}
