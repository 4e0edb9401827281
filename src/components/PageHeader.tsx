import type { ReactNode, Ref } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

export function PageHeader({
  title,
  description,
  actions,
  headingRef,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** A page that moves focus to its heading (a step change) passes a ref: the heading becomes focusable. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} size="h2" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
