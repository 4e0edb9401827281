import { Anchor, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Opportunity } from '@/api/schemas';
import { ExpiryBadge } from '@/components/ExpiryBadge';
import { CalendarDate, Quantity } from '@/components/Formatted';
import { NewOrderAnchor } from '@/components/NewOrderLink';
import { AnchorLink } from '@/components/table';
import type { QuoteSortId } from './quoteSort';

export type QuoteColumn = {
  id: QuoteSortId | 'actions';
  header: string;
  align?: 'end';
  cell: (q: Opportunity) => ReactNode;
};

const firstMoq = (q: Opportunity) => Math.min(...q.priceBreaks.map((b) => b.moq));

/** The quotes table's columns; sortable ones carry the id their sort uses. */
export const QUOTE_COLUMNS: QuoteColumn[] = [
  {
    id: 'part',
    header: 'Part',
    cell: (q) => (
      <AnchorLink
        to="/pricing"
        search={{ part: q.mfrPart }}
        ff="monospace"
        size="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {q.mfrPart}
      </AnchorLink>
    ),
  },
  { id: 'opportunityId', header: 'Opportunity', cell: (q) => String(q.opportunityId) },
  { id: 'designCustomer', header: 'Design customer', cell: (q) => q.designCustomer },
  { id: 'distributor', header: 'Distributor', cell: (q) => q.distributor },
  { id: 'contractManufacturer', header: 'Contract manufacturer', cell: (q) => q.contractManufacturer ?? '—' },
  { id: 'effectiveDate', header: 'Effective', cell: (q) => <CalendarDate value={q.effectiveDate} /> },
  {
    id: 'expirationDate',
    header: 'Expires',
    cell: (q) => (
      <Stack gap={2} align="flex-start">
        <CalendarDate value={q.expirationDate} />
        <ExpiryBadge expirationDate={q.expirationDate} />
      </Stack>
    ),
  },
  { id: 'priceProtectionType', header: 'Protection', cell: (q) => q.priceProtectionType },
  { id: 'willAutoRenew', header: 'Auto-renew', cell: (q) => (q.willAutoRenew ? 'Yes' : 'No') },
  {
    id: 'estimatedAnnualUsage',
    header: 'Annual usage (est.)',
    align: 'end',
    cell: (q) => <Quantity value={q.estimatedAnnualUsage} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (q) =>
      q.priceBreaks.length > 0 ? (
        <Group gap="xs" wrap="nowrap">
          <NewOrderAnchor part={q.mfrPart} qty={firstMoq(q)}>
            Order from quote
          </NewOrderAnchor>
        </Group>
      ) : (
        <Anchor component="span" c="dimmed" size="sm">
          No breaks to order from
        </Anchor>
      ),
  },
];
