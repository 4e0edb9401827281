import { Group, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from './links';

export function NotFound() {
  return (
    <Stack maw={560} py="xl" gap="md">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">
        There is no page at this address. It may have been mistyped, or the link you followed is out of date.
      </Text>
      <Group>
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </Group>
    </Stack>
  );
}
