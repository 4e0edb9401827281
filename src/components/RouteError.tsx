import { Stack } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiErrorAlert } from './ApiErrorAlert';

/** The error boundary of every route: the shell stays usable and the page offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryErrorReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Stack maw={720} py="md">
      <ApiErrorAlert error={error} onRetry={retry} />
    </Stack>
  );
}
