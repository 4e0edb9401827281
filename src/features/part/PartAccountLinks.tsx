import { Group } from '@mantine/core';
import { AnchorLink } from '@/components/links';

/** The caller's quotes and order history for this part. */
export function PartAccountLinks({ part }: { part: string }) {
  return (
    <Group gap="md">
      <AnchorLink to="/quotes" search={{ part }}>
        Your quotes for this part
      </AnchorLink>
      <AnchorLink to="/orders/history" search={{ part }}>
        Your order history for this part
      </AnchorLink>
    </Group>
  );
}
