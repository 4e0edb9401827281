import { Table } from '@mantine/core';
import type { Opportunity } from '@/model/schemas';
import { Amount, Quantity } from '@/components/Formatted';
import { QUOTE_CURRENCY_NOTE } from '@/lib/quotes';

/** One quote's price breaks: MOQ, OEM price, distributor price (a dash when the quote has none). */
export function QuotePriceBreaks({ quote }: { quote: Opportunity }) {
  if (quote.priceBreaks.length === 0) return <>This quote has no price breaks.</>;
  const breaks = [...quote.priceBreaks].sort((a, b) => a.moq - b.moq);
  return (
    <Table withTableBorder maw={480} verticalSpacing={4}>
      <caption className="visually-hidden">
        Price breaks of quote {quote.opportunityId}. {QUOTE_CURRENCY_NOTE}
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">MOQ</Table.Th>
          <Table.Th scope="col" ta="right">
            OEM price (no currency stated)
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Distributor price (no currency stated)
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {breaks.map((b) => (
          <Table.Tr key={b.moq}>
            <Table.Td>
              <Quantity value={b.moq} />
            </Table.Td>
            <Table.Td ta="right">
              <Amount amount={b.oemPrice} />
            </Table.Td>
            <Table.Td ta="right">{b.distPrice === null ? '—' : <Amount amount={b.distPrice} />}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
