import { Fragment, useState } from 'react';
import { ActionIcon, Table, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { Opportunity } from '@/api/schemas';
import { QUOTE_COLUMNS } from './quoteColumns';
import { QuotePriceBreaks } from './QuotePriceBreaks';
import { quotesRouteApi } from './quotesRoute';
import { parseQuoteSort } from './quoteSort';

/** The page of quotes, sorted by the URL's `sort`; each row opens its price breaks. */
export function QuotesTable({ rows }: { rows: readonly Opportunity[] }) {
  const search = quotesRouteApi.useSearch();
  const navigate = quotesRouteApi.useNavigate();
  const sort = parseQuoteSort(search.sort);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="xs">
        <caption className="visually-hidden">Quotes</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <span className="visually-hidden">Price breaks</span>
            </Table.Th>
            {QUOTE_COLUMNS.map((c) => {
              if (c.id === 'actions')
                return (
                  <Table.Th key={c.id} scope="col">
                    {c.header}
                  </Table.Th>
                );
              const active = sort?.id === c.id;
              const next = active && !sort.desc ? `${c.id}.desc` : `${c.id}.asc`;
              const Icon = !active ? IconSelector : sort.desc ? IconSortDescending : IconSortAscending;
              return (
                <Table.Th
                  key={c.id}
                  scope="col"
                  ta={c.align === 'end' ? 'right' : undefined}
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                >
                  <UnstyledButton
                    fw={700}
                    fz="sm"
                    style={{ display: 'inline-flex', gap: 4, alignItems: 'center', whiteSpace: 'nowrap' }}
                    onClick={() => void navigate({ search: (prev) => ({ ...prev, sort: next }) })}
                  >
                    {c.header}
                    <Icon size={14} aria-hidden />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((q) => {
            const expanded = open.has(q.opportunityId);
            const detailId = `quote-breaks-${q.opportunityId}`;
            return (
              <Fragment key={q.opportunityId}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailId : undefined}
                      aria-label={`Price breaks of quote ${q.opportunityId}`}
                      onClick={() => toggle(q.opportunityId)}
                    >
                      {expanded ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  {QUOTE_COLUMNS.map((c) => (
                    <Table.Td key={c.id} ta={c.align === 'end' ? 'right' : undefined}>
                      {c.cell(q)}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {expanded ? (
                  <Table.Tr id={detailId}>
                    <Table.Td />
                    <Table.Td colSpan={QUOTE_COLUMNS.length}>
                      <QuotePriceBreaks quote={q} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
