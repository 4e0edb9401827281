import { Box, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { JsonValue, UsageApi, UsageFullDetail } from '@/model/schemas';
import { usageFullDetailQueryOptions } from '@/api/usage';
import { DateTime } from '@/components/Formatted';
import { formatMs } from '../formatMs';
import { JsonBody } from './JsonBody';
import { redactFullDetail } from './redactDetail';
import { StatusBadge } from './StatusBadge';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const show = (value: JsonValue) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Saves the (redacted) logged call as a .json file. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Let the browser start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function CallDetail({ api, date, trace }: { api: UsageApi; date: string; trace: string }) {
  // Redacted on the way out of the cache: the components below never hold a credential.
  const { data: call } = useSuspenseQuery({
    ...usageFullDetailQueryOptions({ api, date, traceIdentifier: trace }),
    select: redactFullDetail,
  });
  return <CallDetailView call={call} fileName={`usage-${api}-${date}-${call.TraceIdentifier}.json`} />;
}

function CallDetailView({ call, fileName }: { call: UsageFullDetail; fileName: string }) {
  const callText = JSON.stringify(call, null, 2);
  const bodyText = JSON.stringify(call.Response, null, 2);
  const headers = Object.entries(call.Request.Headers);
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
        <Fact label={t`Method`}>{call.Request.Method}</Fact>
        <Fact label={t`Response code`}>
          <StatusBadge status={call.ResponseCode} />
        </Fact>
        <Fact label={t`Elapsed`}>{formatMs(call.TotalElapsedMilliseconds)}</Fact>
        <Fact label={t`Action`}>{call.Action}</Fact>
        <Fact label={t`Time`}>
          <DateTime value={call.RequestTimeUtc} />
        </Fact>
        <Fact label={t`Trace id`}>{call.TraceIdentifier}</Fact>
      </SimpleGrid>
      <Box component="dl" m={0}>
        <Fact label={t`Path`}>
          {call.Request.Path}
          {call.QueryString && !call.Request.Path.includes('?') ? call.QueryString : ''}
        </Fact>
      </Box>
      <Group gap="sm">
        <CopyButton value={callText}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t`Copied` : t`Copy call as JSON`}
            </Button>
          )}
        </CopyButton>
        <CopyButton value={bodyText}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t`Copied` : t`Copy response body`}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(bodyText, fileName)}
        >
          <Trans>Download body</Trans>
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>
          Credentials (Authorization, cookies, API keys and anything named like a token, secret or password)
          are replaced before display; copies and downloads carry the same redacted text.
        </Trans>
      </Text>
      <section aria-labelledby="call-headers">
        <Title order={3} size="h5" id="call-headers" mb="xs">
          <Trans>Request headers</Trans>
        </Title>
        <Paper withBorder p="sm" radius="md">
          {headers.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No headers were logged.</Trans>
            </Text>
          ) : (
            <Box
              component="dl"
              m={0}
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(120px, max-content) 1fr',
                gap: '4px 16px',
              }}
            >
              {headers.map(([name, value]) => (
                <Box key={name} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" fw={600} ff="monospace">
                    {name}
                  </Text>
                  <Text component="dd" m={0} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {show(value)}
                  </Text>
                </Box>
              ))}
            </Box>
          )}
        </Paper>
      </section>
      <section aria-labelledby="call-body">
        <Title order={3} size="h5" id="call-body" mb="xs">
          <Trans>Response body</Trans>
        </Title>
        <JsonBody value={call.Response} label={t`Logged response body`} />
      </section>
    </Stack>
  );
}
