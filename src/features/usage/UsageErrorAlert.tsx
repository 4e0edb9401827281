import { isApiError } from '@/api/errors';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { ButtonLink } from '@/components/links';
import { ErrorState } from '@/components/States';
import { tokenClaimsNote } from '@/lib/grants';
import { getSettings } from '@/lib/settings';

const settingsLink = (
  <ButtonLink to="/settings" size="xs" variant="light" color="red">
    Open Settings
  </ButtonLink>
);

/**
 * The statistics endpoints' own failures in their own words: the client-app-name rule (checked before
 * sending) and a 403 from the service, read as a token that does not grant the statistics API. Anything else is the portal's usual
 * explanation (a malformed answer names its field; 401, 429 and 5xx say what to do).
 */
export function UsageErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isApiError(error) && error.kind === 'rule' && error.rule === 'client-app-name') {
    const { clientAppName } = getSettings();
    return (
      <ErrorState
        title="Client application name needed"
        message={`The usage-statistics API requires the client-app-name header, 3 to 100 characters long; the portal's is ${clientAppName.trim() === '' ? 'empty' : `"${clientAppName}" (${clientAppName.length} characters)`}. Nothing was sent. Set a name in Settings.`}
        action={settingsLink}
      />
    );
  }
  // The request was sent and the service said 403; the token's apps claim only helps explain it.
  if (isApiError(error) && error.kind === 'http' && error.status === 403) {
    const claims = tokenClaimsNote(getSettings().token);
    return (
      <ErrorState
        title="Your token does not grant the usage-statistics API"
        message={`The service refused the statistics request (HTTP 403): usage statistics need a token that includes the statistics API.${claims ? ` ${claims}` : ''} Ask your administrator for such a token and enter it in Settings.`}
        action={settingsLink}
      />
    );
  }
  return <ApiErrorAlert error={error} onRetry={onRetry} />;
}
