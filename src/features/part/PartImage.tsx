import { useState } from 'react';
import { Center, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { safeHttpUrl } from '@/lib/url';

const SIZE = { w: 160, h: 120 };

/** The product photo when its URL is http(s) and loads; a quiet placeholder otherwise. */
export function PartImage({ url, part }: { url: string; part: string }) {
  const safe = safeHttpUrl(url);
  // Which URL failed, so a new part's image gets its own chance without an effect resetting state.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!safe || failedUrl === safe) {
    return (
      <Paper withBorder radius="md" w={SIZE.w} h={SIZE.h} bg="var(--mantine-color-default-hover)">
        <Center h="100%">
          <Stack gap={4} align="center">
            <IconPhotoOff size={28} stroke={1.4} aria-hidden style={{ opacity: 0.7 }} />
            <Text size="xs" c="dimmed">
              <Trans>No image</Trans>
            </Text>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" w={SIZE.w} h={SIZE.h} p={4} bg="white">
      <Image
        src={safe}
        alt={t`Product photo of ${part}`}
        h="100%"
        w="100%"
        fit="contain"
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(safe)}
      />
    </Paper>
  );
}
