import { Stack, Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { modelTypesQueryOptions } from '@/api/models';
import { EmptyState } from '@/components/States';
import { ModelFormatAction } from './ModelFormatAction';

/** The formats the service offers; each one's download URL is asked for only when the user clicks. */
export function ModelDownloads({ part }: { part: string }) {
  const { data: types } = useSuspenseQuery(modelTypesQueryOptions());
  if (types.length === 0) {
    return (
      <EmptyState title="No model formats">
        The service lists no 3D model or drawing formats at the moment.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        One click asks the service for a download link (links expire after a short time) and saves the file.
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="sm" aria-label="3D models and drawings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Format</Table.Th>
              <Table.Th scope="col">Download</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((type) => (
              <Table.Tr key={type.code}>
                <Table.Th scope="row" fw={500}>
                  {type.label}
                  {type.label !== type.code ? (
                    <Text component="span" c="dimmed" size="sm">
                      {' '}
                      ({type.code})
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>
                  <ModelFormatAction key={`${part}|${type.code}`} part={part} format={type} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
