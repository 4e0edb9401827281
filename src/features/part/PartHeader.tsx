import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { Part } from '@/model/schemas';
import { LifecycleBadge } from '@/components/LifecycleBadge';
import { SafeExternalButton } from '@/components/SafeExternalLink';
import { PartImage } from './PartImage';
import { PartToggles } from './PartToggles';
import { PartAccountLinks } from './PartAccountLinks';
import { isPhasedOut } from './Replacements';

export function PartHeader({ part }: { part: Part }) {
  const phasedOut = isPhasedOut(part.lifecycleStatus);
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <PartImage url={part.imageUrl} part={part.part} />
      <Stack gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Group gap="sm" align="center">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {part.part}
          </Title>
          <LifecycleBadge status={part.lifecycleStatus} size="lg" />
          {part.nonCancellableNonReturnable ? (
            <Badge color="orange" variant="light" radius="sm" tt="none" size="lg">
              <Trans>NCNR: non-cancellable, non-returnable</Trans>
            </Badge>
          ) : null}
          {part.reserve ? (
            <Badge color="grape" variant="light" radius="sm" tt="none" size="lg">
              <Trans>Reserve stock</Trans>
            </Badge>
          ) : null}
        </Group>
        {/* The description is the API's text: rendered as text, never as markup. */}
        <Text size="lg">{part.description}</Text>
        <PartAccountLinks part={part.part} />
        <Group gap="sm" mt="xs">
          <PartToggles part={part.part} />
          {/* A phased-out part's "Buy now" is demoted: the replacements come first. */}
          <SafeExternalButton href={part.buyNowUrl} variant={phasedOut ? 'default' : 'filled'}>
            {phasedOut ? <Trans>Buy remaining stock</Trans> : <Trans>Buy now</Trans>}
          </SafeExternalButton>
          <SafeExternalButton href={part.requestSampleUrl} variant="default">
            <Trans>Request a sample</Trans>
          </SafeExternalButton>
        </Group>
      </Stack>
    </Group>
  );
}
