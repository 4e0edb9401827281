import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ModelType } from '@/model/schemas';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { SafeExternalButton } from '@/components/SafeExternalLink';
import { useModelDownload } from './useModelDownload';

/** One format's download: one click asks for the URL and saves the file. */
export function ModelFormatAction({
  part,
  format,
  compact = false,
}: {
  part: string;
  format: ModelType;
  /** In the summary above the tabs: the button carries the format's name. */
  compact?: boolean;
}) {
  const download = useModelDownload(part, format.code);
  const done = download.data;
  const formatName = format.label;
  const code = format.code;
  const idleText = done?.kind === 'saved' ? t`Download again` : t`Download`;
  const button = (
    <Button
      variant={compact ? 'default' : 'light'}
      size="xs"
      onClick={() => download.mutate()}
      loading={download.isPending}
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={t`Download ${formatName}`}
    >
      {compact ? code : idleText}
    </Button>
  );
  if (download.isError) return <ApiErrorAlert error={download.error} onRetry={() => download.mutate()} />;
  if (!done) return button;
  if (done.kind === 'none') {
    return (
      <Text size="sm" role="status">
        {compact ? (
          <Trans>No {code} model for this part.</Trans>
        ) : (
          <Trans>No model in this format for this part.</Trans>
        )}
      </Text>
    );
  }
  if (done.kind === 'link') {
    return (
      <Group gap="sm" role="status">
        <SafeExternalButton
          href={done.url}
          size="xs"
          fallback={
            <Text size="sm">
              <Trans>
                The service returned a download address that is not a web link, so it is not offered.
              </Trans>
            </Text>
          }
        >
          <Trans>Open the {formatName} link</Trans>
        </SafeExternalButton>
      </Group>
    );
  }
  const fileName = done.fileName;
  return (
    <Group gap="xs" role="status">
      {button}
      {compact ? null : (
        <Text size="sm" c="dimmed">
          <Trans>Saved as {fileName}</Trans>
        </Text>
      )}
    </Group>
  );
}
