import { Badge } from '@mantine/core';
import { daysLeftText, expiryOf } from '@/lib/expiry';

/** "Expired" or "Expires soon · N days left" for a quote; nothing when it runs longer than 30 days. */
export function ExpiryBadge({ expirationDate, now }: { expirationDate: string; now?: number }) {
  const expiry = expiryOf(expirationDate, now);
  if (expiry.kind === 'expired')
    return (
      <Badge color="red" variant="light" tt="none">
        Expired
      </Badge>
    );
  if (expiry.kind === 'soon')
    return (
      <Badge color="orange" variant="light" tt="none">
        Expires soon · {daysLeftText(expiry.daysLeft)}
      </Badge>
    );
  return null;
}
