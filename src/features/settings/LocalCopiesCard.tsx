import { Button, Text } from '@mantine/core';
import { notify } from '@/components/notify';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatQuantity } from '@/lib/format';
import { clearLocalCopies, listLocalCopies, storageEstimate } from '@/lib/localCatalog';
import { SettingsSection } from './SettingsSection';

const LOCAL_KEY = ['localCatalog'] as const;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString(undefined, { maximumFractionDigits: 1 })} MB`;
}

/** The catalog copies this browser holds (one per base URL and token), the storage used, and a way to clear them. */
export function LocalCopiesCard() {
  const queryClient = useQueryClient();
  const copies = useQuery({
    queryKey: [...LOCAL_KEY, 'storage'],
    queryFn: async () => ({ copies: await listLocalCopies(), estimate: await storageEstimate() }),
  });
  const clear = useMutation({
    mutationFn: clearLocalCopies,
    onSuccess: async (count) => {
      await queryClient.resetQueries({ queryKey: LOCAL_KEY });
      notify({
        color: 'green',
        title: 'Local copies cleared',
        message: count === 1 ? 'The catalog copy was deleted.' : `${count} catalog copies were deleted.`,
      });
    },
  });
  const list = copies.data?.copies ?? [];
  const parts = list.reduce((sum, c) => sum + c.parts, 0);
  const estimate = copies.data?.estimate;
  return (
    <SettingsSection title="Local catalog copies" align="flex-start">
      <Text size="sm" c="dimmed" role="status">
        {copies.isPending
          ? 'Reading what this browser stores…'
          : copies.isError
            ? 'This browser would not say what it stores (IndexedDB is blocked).'
            : list.length === 0
              ? 'No local copy: Browse → Local copy loads one.'
              : `${list.length === 1 ? '1 copy' : `${list.length} copies`} with ${formatQuantity(parts)} parts` +
                (estimate ? `; this site uses ${megabytes(estimate.usage)} of storage.` : '.')}
      </Text>
      <Button
        variant="light"
        color="red"
        disabled={list.length === 0}
        loading={clear.isPending}
        onClick={() => clear.mutate()}
      >
        Clear local copies
      </Button>
    </SettingsSection>
  );
}
