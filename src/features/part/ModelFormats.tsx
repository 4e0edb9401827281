import { useDeferredValue, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { modelTypesQueryOptions } from '@/api/models';
import { ModelFormatAction } from './ModelFormatAction';

/** The part's 3D model formats at a glance, one download button each, as the service lists them. */
export function ModelFormats({ part, loading }: { part: string; loading: ReactNode }) {
  const types = useQuery(modelTypesQueryOptions());
  // A query's answer re-renders through a store, which React never splits: the buttons it brings are
  // rendered in a deferred pass instead (docs/performance.md). The data, not the result: React Query hands
  // out a new result object on every render, which would defer every render.
  const shown = useDeferredValue(types.data);
  if (types.isError) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The model formats could not be loaded; the 3D models tab can try again.</Trans>
      </Text>
    );
  }
  if (shown === undefined) return loading;
  return shown.map((type) => <ModelFormatAction key={type.code} part={part} format={type} compact />);
}
