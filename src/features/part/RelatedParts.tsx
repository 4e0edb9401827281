import { PartLink } from '@/components/table/PartLink';
import { Table, Text } from '@mantine/core';
import type { RelatedPart } from '@/api/schemas';
import { Quantity } from '@/components/Formatted';
import { EmptyState } from '@/components/States';

export function RelatedParts({ related }: { related: readonly RelatedPart[] }) {
  if (related.length === 0) {
    return (
      <EmptyState title="No related parts">
        The catalog lists no alternates or other packagings for this part.
      </EmptyState>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Related parts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Part</Table.Th>
            <Table.Th scope="col">Relation</Table.Th>
            <Table.Th scope="col" ta="right">
              In stock
            </Table.Th>
            <Table.Th scope="col">Packaging</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {related.map((r) => (
            <Table.Tr key={`${r.part}-${r.relatedPartType}`}>
              <Table.Th scope="row" fw={500}>
                <PartLink part={r.part} />
              </Table.Th>
              <Table.Td>{r.relatedPartType || '—'}</Table.Td>
              <Table.Td ta="right">
                {r.stockQuantity > 0 ? (
                  <Quantity value={r.stockQuantity} />
                ) : (
                  <Text component="span" inherit c="dimmed">
                    Out of stock
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {r.packaging.description || '—'}, packs of <Quantity value={r.packaging.standardQuantity} />
                {r.packaging.fullIncrementRequired ? ' (whole packs only)' : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
