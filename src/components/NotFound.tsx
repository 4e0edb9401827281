import { Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from './links';

export function NotFound() {
  return (
    <Stack maw={560} py="xl" gap="md">
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>
          There is no page at this address. It may have been mistyped, or the link you followed is out of
          date.
        </Trans>
      </Text>
      <Group>
        <ButtonLink to="/">
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      </Group>
    </Stack>
  );
}
