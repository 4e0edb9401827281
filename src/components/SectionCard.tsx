import { useId, type ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

/** A titled card that is a section landmark named by its heading (a form's part, a settings tool). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
