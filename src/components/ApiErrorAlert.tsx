import { Button } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { describeApiError } from '@/api/errors';
import { ErrorState } from './States';

/** Any error, explained for a person, with the next step: retry, wait, or fix the token in Settings. */
export function ApiErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const described = describeApiError(error);
  // Settings returns here after saving (its `from` parameter); the path never holds the token.
  const here = useRouterState({ select: (state) => state.location.href });
  if (described.action === 'reload') {
    // Retrying would fetch the same missing chunk again: only a fresh page load gets the current build.
    const reload = (
      <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    );
    return <ErrorState title={described.title} message={described.message} action={reload} />;
  }
  const settingsLink =
    described.action === 'settings' ? (
      <Button
        renderRoot={(props) => <Link to="/settings" search={{ from: here }} {...props} />}
        size="xs"
        variant="light"
        color="red"
      >
        Open Settings
      </Button>
    ) : undefined;
  return (
    <ErrorState title={described.title} message={described.message} onRetry={onRetry} action={settingsLink} />
  );
}
