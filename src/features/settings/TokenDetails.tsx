import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { decodeJwt, isExpired } from '@/lib/jwt';
import { formatDateTime, formatRelativeTime, formatUtc } from '@/lib/format';

/** What the token's payload says: expiry (with a warning once it has passed), organization, environment, APIs. */
export function TokenDetails({ token, now = new Date() }: { token: string; now?: Date }) {
  if (!token.trim()) return null;
  const claims = decodeJwt(token);
  if (!claims) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>This token is not a JWT, so its expiry cannot be shown. It is sent as it is.</Trans>
      </Text>
    );
  }
  const expired = isExpired(claims, now);
  const { organization, environment } = claims;
  const expiry = claims.expiresAt ? formatDateTime(claims.expiresAt) : '';
  const relative = claims.expiresAt ? formatRelativeTime(claims.expiresAt, now) : '';
  return (
    <Stack gap="xs">
      {expired && claims.expiresAt ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t`This token seems to have expired`}
        >
          <Trans>
            By this browser’s clock it expired {relative} ({expiry}). Requests are still sent, since the
            service’s clock decides; if they are refused, paste a new token.
          </Trans>
        </Alert>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <IconKey size={16} aria-hidden />
        {claims.expiresAt ? (
          <Text size="sm" title={formatUtc(claims.expiresAt)}>
            {expired ? t`Expired ${expiry} (${relative})` : t`Expires ${expiry} (${relative})`}
          </Text>
        ) : (
          <Text size="sm">
            <Trans>No expiry in the token</Trans>
          </Text>
        )}
        {organization ? (
          <Badge variant="light">
            <Trans>Organization {organization}</Trans>
          </Badge>
        ) : null}
        {environment ? (
          <Badge variant="light" color="grape">
            <Trans>Environment {environment}</Trans>
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
