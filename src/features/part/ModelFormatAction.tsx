import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { getModelUrl } from '@/api/models';
import type { ModelType } from '@/api/schemas';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { SafeExternalButton } from '@/components/SafeExternalLink';

/**
 * The URL is pre-signed and expires, so it is never prefetched or cached: a mutation asks for it on the
 * click, and the link is offered (not opened: a window opened after an await is a blocked pop-up).
 */
export function ModelFormatAction({ part, format }: { part: string; format: ModelType }) {
  const request = useMutation({ mutationFn: () => getModelUrl(part, { modelFormat: format.code }) });
  const ask = (
    <Button
      variant={request.isSuccess ? 'subtle' : 'light'}
      size="xs"
      onClick={() => request.mutate()}
      loading={request.isPending}
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={`${request.isSuccess ? 'Get a new link' : 'Get download link'} for ${format.label}`}
    >
      {request.isSuccess ? 'Get a new link' : 'Get download link'}
    </Button>
  );
  if (request.isError) return <ApiErrorAlert error={request.error} onRetry={() => request.mutate()} />;
  if (!request.isSuccess) return ask;
  const { url } = request.data;
  if (url === null) {
    return (
      <Text size="sm" role="status">
        No model in this format for this part.
      </Text>
    );
  }
  return (
    <Group gap="sm" role="status">
      <SafeExternalButton
        href={url}
        size="xs"
        fallback={
          <Text size="sm">
            The service returned a download address that is not a web link, so it is not offered.
          </Text>
        }
      >
        Download {format.label}
      </SafeExternalButton>
      {ask}
    </Group>
  );
}
