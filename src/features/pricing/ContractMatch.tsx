import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconMinus } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { CustomerInformation } from '@/model/schemas';

function MatchLine({
  who,
  provided,
  matched,
  name,
}: {
  who: string;
  provided: boolean;
  matched: boolean;
  name: string | null;
}) {
  const state = !provided ? t`not given` : matched ? t`matched` : t`no match`;
  // Filled in dark shades: the light variants fall below 4.5:1 for small text.
  const color = !provided ? 'gray.7' : matched ? 'teal.9' : 'orange.9';
  const Icon = !provided ? IconMinus : matched ? IconCircleCheck : IconCircleX;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{who}</Text>
        <Badge color={color} variant="filled" leftSection={<Icon size={14} aria-hidden />} tt="none">
          {state}
        </Badge>
      </Group>
      <Text size="sm" c={matched ? undefined : 'dimmed'}>
        {!provided
          ? t`No name given: book pricing applies.`
          : !matched
            ? t`The name given is not a known customer: book pricing applies.`
            : name === null
              ? t`Matched as a known customer (no name returned).`
              : t`Matched as ${name}.`}
      </Text>
    </Stack>
  );
}

/** Whether the OEM and contract manufacturer names were given and matched, with the matched names. */
export function ContractMatch({ info }: { info: CustomerInformation }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="contract-match">
      <Title order={3} size="h4" id="contract-match">
        <Trans>Contract match</Trans>
      </Title>
      <MatchLine
        who={t`OEM customer`}
        provided={info.oemNameProvided}
        matched={info.oemMatchFound}
        name={info.oemMfrCustomerName}
      />
      <MatchLine
        who={t`Contract manufacturer`}
        provided={info.cmNameProvided}
        matched={info.cmMatchFound}
        name={info.cmMfrCustomerName}
      />
    </Stack>
  );
}
