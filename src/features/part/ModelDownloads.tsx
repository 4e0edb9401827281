import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ModelType } from '@/model/schemas';
import { modelTypesQueryOptions } from '@/api/models';
import { EmptyState } from '@/components/States';
import { DataTable, displayColumn, type KitColumn } from '@/components/table';
import { ModelFormatAction } from './ModelFormatAction';

const formatColumns = (part: string): KitColumn<ModelType>[] => [
  displayColumn({
    id: 'format',
    header: msg`Format`,
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
    header: msg`Download`,
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
          <Trans>
            One click asks the service for a download link (links expire after a short time) and saves the
            file.
          </Trans>
        </Text>
      )}
      <DataTable
        data={types}
        columns={columns}
        getRowId={(type) => type.code}
        label={t`3D models and drawings`}
        minWidth={420}
        empty={
          <EmptyState title={t`No model formats`}>
            <Trans>The service lists no 3D model or drawing formats at the moment.</Trans>
          </EmptyState>
        }
      />
    </Stack>
  );
}
