import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { decodeJwt, isExpired } from '@/lib/jwt';
import { formatDateTime, formatRelativeTime, formatUtc } from '@/lib/format';

/** What the token's payload says: expiry (with a warning once it has passed), organization, environment, APIs. */
export function TokenDetails({ token, now = new Date() }: { token: string; now?: Date }) {
  if (!token.trim()) return null;
  const claims = decodeJwt(token);
  if (!claims) {
    return (
      <Text size="sm" c="dimmed">
        This token is not a JWT, so its expiry cannot be shown. It is sent as it is.
      </Text>
    );
  }
  const expired = isExpired(claims, now);
  return (
    <Stack gap="xs">
      {expired && claims.expiresAt ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="This token seems to have expired"
        >
          By this browser’s clock it expired {formatRelativeTime(claims.expiresAt, now)} (
          {formatDateTime(claims.expiresAt)}). Requests are still sent, since the service’s clock decides; if
          they are refused, paste a new token.
        </Alert>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <IconKey size={16} aria-hidden />
        {claims.expiresAt ? (
          <Text size="sm" title={formatUtc(claims.expiresAt)}>
            {expired ? 'Expired' : 'Expires'} {formatDateTime(claims.expiresAt)} (
            {formatRelativeTime(claims.expiresAt, now)})
          </Text>
        ) : (
          <Text size="sm">No expiry in the token</Text>
        )}
        {claims.organization ? <Badge variant="light">Organization {claims.organization}</Badge> : null}
        {claims.environment ? (
          <Badge variant="light" color="grape">
            Environment {claims.environment}
          </Badge>
        ) : null}
        {claims.apps?.map((app) => (
          <Badge key={app} variant="outline" color="gray">
            {app}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
