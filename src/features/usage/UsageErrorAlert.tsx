import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { isApiError } from '@/api/errors';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { ButtonLink } from '@/components/links';
import { ErrorState } from '@/components/States';
import { tokenClaimsNote } from '@/lib/grants';
import { getSettings } from '@/lib/settings';

// A component, not a shared element: a new language re-renders its text.
function SettingsLink() {
  return (
    <ButtonLink to="/settings" size="xs" variant="light" color="red">
      <Trans>Open Settings</Trans>
    </ButtonLink>
  );
}

/** Why the client-app-name rule stopped the request, naming the portal's current name. */
function clientAppNameMessage(clientAppName: string): string {
  if (clientAppName.trim() === '')
    return t`The usage-statistics API requires the client-app-name header, 3 to 100 characters long; the portal's is empty. Nothing was sent. Set a name in Settings.`;
  const nameLength = clientAppName.length;
  return t`The usage-statistics API requires the client-app-name header, 3 to 100 characters long; the portal's is "${clientAppName}" (${nameLength} characters). Nothing was sent. Set a name in Settings.`;
}

/** A 403 explained, with what the token itself lists when it says anything. */
function refusedMessage(claims: string): string {
  return claims
    ? t`The service refused the statistics request (HTTP 403): usage statistics need a token that includes the statistics API. ${claims} Ask your administrator for such a token and enter it in Settings.`
    : t`The service refused the statistics request (HTTP 403): usage statistics need a token that includes the statistics API. Ask your administrator for such a token and enter it in Settings.`;
}

/**
 * The statistics endpoints' own failures in their own words: the client-app-name rule (checked before
 * sending) and a 403 from the service, read as a token that does not grant the statistics API. Anything else is the portal's usual
 * explanation (a malformed answer names its field; 401, 429 and 5xx say what to do).
 */
export function UsageErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isApiError(error) && error.kind === 'rule' && error.rule === 'client-app-name') {
    return (
      <ErrorState
        title={t`Client application name needed`}
        message={clientAppNameMessage(getSettings().clientAppName)}
        action={<SettingsLink />}
      />
    );
  }
  // The request was sent and the service said 403; the token's apps claim only helps explain it.
  if (isApiError(error) && error.kind === 'http' && error.status === 403) {
    return (
      <ErrorState
        title={t`Your token does not grant the usage-statistics API`}
        message={refusedMessage(tokenClaimsNote(getSettings().token))}
        action={<SettingsLink />}
      />
    );
  }
  return <ApiErrorAlert error={error} onRetry={onRetry} />;
}
