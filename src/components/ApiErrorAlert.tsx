import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { describeApiError } from '@/api/errors';
import { OpenSettingsButton } from './OpenSettingsButton';
import { ErrorState } from './States';

/** Any error, explained for a person, with the next step: retry, wait, or fix the token in Settings. */
export function ApiErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const described = describeApiError(error);
  if (described.action === 'reload') {
    // Retrying would fetch the same missing chunk again: only a fresh page load gets the current build.
    const reload = (
      <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
        <Trans>Reload page</Trans>
      </Button>
    );
    return <ErrorState title={described.title} message={described.message} action={reload} />;
  }
  return (
    <ErrorState
      title={described.title}
      message={described.message}
      onRetry={onRetry}
      action={described.action === 'settings' ? <OpenSettingsButton /> : undefined}
    />
  );
}
