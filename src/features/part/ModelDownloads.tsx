import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ModelType } from '@/model/schemas';
import { modelTypesQueryOptions } from '@/api/models';
import { EmptyState } from '@/components/States';
import { DataTable, displayColumn, type KitColumn } from '@/components/table';
import { ModelFormatAction } from './ModelFormatAction';

const formatColumns = (part: string): KitColumn<ModelType>[] => [
  displayColumn({
    id: 'format',
    header: 'Format',
    rowHeader: true,
    priority: 1,
    sortValue: (type) => type.label,
    cell: (type) => (
      <>
        {type.label}
        {type.label !== type.code ? (
          <Text component="span" c="dimmed" size="sm">
            {' '}
            ({type.code})
          </Text>
        ) : null}
      </>
    ),
  }),
  displayColumn({
    id: 'download',
    header: 'Download',
    priority: 1,
    cell: (type) => <ModelFormatAction key={`${part}|${type.code}`} part={part} format={type} />,
  }),
];

/** The formats the service offers; each one's download URL is asked for only when the user clicks. */
export function ModelDownloads({ part }: { part: string }) {
  const { data: types } = useSuspenseQuery(modelTypesQueryOptions());
  const columns = useMemo(() => formatColumns(part), [part]);
  return (
    <Stack gap="sm">
      {types.length > 0 && (
        <Text size="sm" c="dimmed">
          One click asks the service for a download link (links expire after a short time) and saves the file.
        </Text>
      )}
      <DataTable
        data={types}
        columns={columns}
        getRowId={(type) => type.code}
        label="3D models and drawings"
        minWidth={420}
        empty={
          <EmptyState title="No model formats">
            The service lists no 3D model or drawing formats at the moment.
          </EmptyState>
        }
      />
    </Stack>
  );
}
