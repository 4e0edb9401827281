import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { HoverHint } from '@/components/HoverHint';
import { SafeExternalLink } from '@/components/SafeExternalLink';
import { trackingUrl } from './tracking';

/** A tracking number: a link to the carrier's page for known carriers, a copy button for the others. */
export function TrackingNumber({ carrier, value }: { carrier: string; value: string }) {
  const url = trackingUrl(carrier, value);
  if (url) {
    return (
      <SafeExternalLink href={url}>
        <Text component="span" inherit ff="monospace">
          {value}
        </Text>
        <span className="visually-hidden"> {t`(track with ${carrier})`}</span>
      </SafeExternalLink>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Text component="span" inherit ff="monospace">
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          // HoverHint rather than Mantine's Tooltip: the home page's shipments panel shows this, and the
          // first page carries no floating-ui (docs/performance.md).
          <HoverHint label={copied ? t`Copied` : t`Copy (no tracking page for ${carrier})`}>
            {(hint) => (
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={copy}
                aria-label={t`Copy tracking number ${value}`}
                color={copied ? 'teal' : 'gray'}
                {...hint}
              >
                {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              </ActionIcon>
            )}
          </HoverHint>
        )}
      </CopyButton>
    </Group>
  );
}
