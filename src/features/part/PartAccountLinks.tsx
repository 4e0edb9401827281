import { Group } from '@mantine/core';
import { HrefLink, useRouteExists } from '@/components/HrefLink';

/** The caller's quotes and order history for this part, once those pages exist in the build. */
export function PartAccountLinks({ part }: { part: string }) {
  const hasQuotes = useRouteExists('/quotes');
  const hasHistory = useRouteExists('/orders/history');
  if (!hasQuotes && !hasHistory) return null;
  const q = encodeURIComponent(part);
  return (
    <Group gap="md">
      {hasQuotes ? <HrefLink href={`/quotes?part=${q}`}>Your quotes for this part</HrefLink> : null}
      {hasHistory ? (
        <HrefLink href={`/orders/history?part=${q}`}>Your order history for this part</HrefLink>
      ) : null}
    </Group>
  );
}
