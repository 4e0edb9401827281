import { Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AnchorLink } from '@/components/links';

/** The caller's quotes and order history for this part. */
export function PartAccountLinks({ part }: { part: string }) {
  return (
    <Group gap="md">
      <AnchorLink to="/quotes" search={{ part }}>
        <Trans>Your quotes for this part</Trans>
      </AnchorLink>
      <AnchorLink to="/orders/history" search={{ part }}>
        <Trans>Your order history for this part</Trans>
      </AnchorLink>
    </Group>
  );
}
