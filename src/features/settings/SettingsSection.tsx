import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

/** One titled card of the Settings page. */
export function SettingsSection({
  title,
  children,
  align,
}: {
  title: string;
  children: ReactNode;
  align?: 'flex-start';
}) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="md" align={align}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
