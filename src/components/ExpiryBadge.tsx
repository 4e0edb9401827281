import { Badge } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { daysLeftText, expiryOf } from '@/lib/expiry';

/** "Expired", or "N days left" within 30 days of expiry; nothing when a quote runs longer. */
export function ExpiryBadge({ expirationDate, now }: { expirationDate: string; now?: number }) {
  const expiry = expiryOf(expirationDate, now);
  if (expiry.kind === 'expired')
    return (
      <Badge color="red" variant="light" tt="none">
        <Trans>Expired</Trans>
      </Badge>
    );
  if (expiry.kind === 'soon')
    return (
      <Badge color="orange" variant="light" tt="none">
        {daysLeftText(expiry.daysLeft)}
      </Badge>
    );
  return null;
}
