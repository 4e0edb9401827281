import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { WaitSpinner } from './WaitSpinner';

export function LoadingState({ label }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <WaitSpinner size="sm" />
        <Text c="dimmed">{label ?? t`Loading…`}</Text>
      </Group>
    </Center>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <IconInbox size={36} stroke={1.5} aria-hidden style={{ opacity: 0.6 }} />
        <Title order={3} size="h4">
          {title}
        </Title>
        {children ? (
          <Text c="dimmed" maw={520}>
            {children}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}

type ErrorStateProps = {
  title: string;
  message: ReactNode;
  onRetry?: () => void;
  action?: ReactNode;
};

export function ErrorState({ title, message, onRetry, action }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry || action ? (
          <Group gap="sm">
            {onRetry ? (
              <Button size="xs" variant="light" color="red" onClick={onRetry}>
                <Trans>Try again</Trans>
              </Button>
            ) : null}
            {action}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
