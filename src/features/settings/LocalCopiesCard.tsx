import { Button, Text } from '@mantine/core';
import { plural, t } from '@lingui/core/macro';
import { formattingLocale } from '@/lib/language';
import { Trans } from '@lingui/react/macro';
import { notify } from '@/components/notify';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatQuantity } from '@/lib/format';
import { clearLocalCopies, listLocalCopies, storageEstimate } from '@/lib/localCatalog';
import { SettingsSection } from './SettingsSection';

const LOCAL_KEY = ['localCatalog'] as const;

function megabytes(bytes: number): string {
  const size = (bytes / 1024 / 1024).toLocaleString(formattingLocale(), { maximumFractionDigits: 1 });
  return t`${size} MB`;
}

/** The status line once the browser has listed its copies: one sentence, with the storage used if known. */
function copiesSummary(copyCount: number, parts: number, usageBytes: number | undefined): string {
  const partCount = formatQuantity(parts);
  if (usageBytes === undefined)
    return plural(copyCount, {
      one: `# copy with ${partCount} parts.`,
      other: `# copies with ${partCount} parts.`,
    });
  const used = megabytes(usageBytes);
  return plural(copyCount, {
    one: `# copy with ${partCount} parts; this site uses ${used} of storage.`,
    other: `# copies with ${partCount} parts; this site uses ${used} of storage.`,
  });
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
        title: t`Local copies cleared`,
        message: plural(count, {
          one: 'The catalog copy was deleted.',
          other: '# catalog copies were deleted.',
        }),
      });
    },
  });
  const list = copies.data?.copies ?? [];
  const parts = list.reduce((sum, c) => sum + c.parts, 0);
  const estimate = copies.data?.estimate;
  return (
    <SettingsSection title={t`Local catalog copies`} align="flex-start">
      <Text size="sm" c="dimmed" role="status">
        {copies.isPending
          ? t`Reading what this browser stores…`
          : copies.isError
            ? t`This browser would not say what it stores (IndexedDB is blocked).`
            : list.length === 0
              ? t`No local copy: Browse → Local copy loads one.`
              : copiesSummary(list.length, parts, estimate?.usage)}
      </Text>
      <Button
        variant="light"
        color="red"
        disabled={list.length === 0}
        loading={clear.isPending}
        onClick={() => clear.mutate()}
      >
        <Trans>Clear local copies</Trans>
      </Button>
    </SettingsSection>
  );
}
