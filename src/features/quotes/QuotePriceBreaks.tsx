import { Table } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { Opportunity } from '@/model/schemas';
import { Amount, Quantity } from '@/components/Formatted';
import { quoteCurrencyNote } from '@/lib/quotes';

/** One quote's price breaks: MOQ, OEM price, distributor price (a dash when the quote has none). */
export function QuotePriceBreaks({ quote }: { quote: Opportunity }) {
  if (quote.priceBreaks.length === 0) return <Trans>This quote has no price breaks.</Trans>;
  const breaks = [...quote.priceBreaks].sort((a, b) => a.moq - b.moq);
  const opportunityId = quote.opportunityId;
  const currencyNote = quoteCurrencyNote();
  return (
    <Table withTableBorder maw={480} verticalSpacing={4}>
      <caption className="visually-hidden">
        <Trans>
          Price breaks of quote {opportunityId}. {currencyNote}
        </Trans>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Trans>MOQ</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            <Trans>OEM price (no currency stated)</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            <Trans>Distributor price (no currency stated)</Trans>
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
