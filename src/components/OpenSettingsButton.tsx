import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';

/** "Open Settings" from an error that Settings can fix; Settings returns here after saving (`from`). */
export function OpenSettingsButton() {
  // The current path and search: never holds the token, which lives only in session storage.
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <Button
      renderRoot={(props) => <Link to="/settings" search={{ from: here }} {...props} />}
      size="xs"
      variant="light"
      color="red"
    >
      <Trans>Open Settings</Trans>
    </Button>
  );
}
