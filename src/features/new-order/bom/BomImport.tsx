import { useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '@/components/GrowingTextarea';
import { Dropzone } from '@mantine/dropzone';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { todayIn } from '@/lib/offsetDate';
import { BomResults } from './BomResults';
import { MAX_BOM_ROWS, parseBom } from './bomParse';
import { matchRow, matchRows, rowProblems, type MatchedRow } from './bomMatch';
import type { OrderTypeValue } from '../form/orderForm';

export type BomLine = { part: string; quantity: number; customerPart: string; requestedDate: string };

const ACCEPT = ['text/csv', 'text/plain', 'text/tab-separated-values', 'application/vnd.ms-excel'];

/**
 * A BOM from a CSV file or cells pasted from a spreadsheet: each row matched against the catalog and
 * priced, its problems shown, and only the rows without problems added to the order.
 */
export function BomImport({
  currency,
  orderType,
  room,
  onAdd,
}: {
  currency: string;
  orderType: OrderTypeValue;
  /** How many more lines the order takes. */
  room: number;
  onAdd: (lines: BomLine[]) => void;
}) {
  const queryClient = useQueryClient();
  const [pasted, setPasted] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [rows, setRows] = useState<MatchedRow[] | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const openRef = useRef<() => void>(null);
  const abortRef = useRef<AbortController | null>(null);
  const ctx = { queryClient, currency, today: todayIn() };

  const check = async (text: string) => {
    const parsed = parseBom(text);
    setRows(null);
    if (!parsed.ok) {
      setMessage(parsed.message);
      return;
    }
    setMessage(null);
    abortRef.current?.abort();
    const abort = new AbortController();
    abortRef.current = abort;
    setProgress({ done: 0, total: parsed.rows.length });
    const matched = await matchRows(
      ctx,
      parsed.rows,
      (done) => setProgress({ done, total: parsed.rows.length }),
      abort.signal,
    );
    if (abort.signal.aborted) return;
    setProgress(null);
    setRows(matched);
  };

  const recheck = async (index: number, change: Partial<MatchedRow>) => {
    const row = rows?.[index];
    if (!row) return;
    const updated = await matchRow(ctx, {
      ...row,
      ...change,
      problems: change.quantity ? row.problems.filter((p) => p.kind !== 'bad-quantity') : row.problems,
    });
    setRows((current) => current?.map((r, i) => (i === index ? updated : r)) ?? null);
  };

  const good = rows?.filter((r) => rowProblems(r, orderType).length === 0) ?? [];
  const add = () => {
    onAdd(
      good.slice(0, room).map((r) => ({
        part: r.check?.part.part ?? r.part,
        quantity: r.quantity ?? 1,
        customerPart: r.customerPart,
        requestedDate: r.requestedDate || todayIn(),
      })),
    );
    setRows(null);
    setPasted('');
  };

  const maxRows = MAX_BOM_ROWS;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans comment={'"Part Number", "MPN" and "Qty" are header names the import recognises in a file'}>
          Columns: part number and quantity, optionally customer part and requested date (yyyy-mm-dd). Header
          names such as &quot;Part Number&quot;, &quot;MPN&quot;, &quot;Qty&quot; are recognised; commas,
          semicolons and tabs all work. Up to {maxRows} rows.
        </Trans>
      </Text>
      <Dropzone
        openRef={openRef}
        onDrop={(files) => void files[0]?.text().then(check)}
        onReject={() => setMessage(t`Only CSV or text files can be imported.`)}
        accept={ACCEPT}
        maxFiles={1}
        multiple={false}
        aria-label={t`Drop a CSV file here`}
      >
        <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={36} aria-hidden />
          <Text size="sm">
            <Trans>Drop a CSV file here</Trans>
          </Text>
        </Group>
      </Dropzone>
      <Group>
        <Button variant="default" onClick={() => openRef.current?.()}>
          <Trans>Choose a file</Trans>
        </Button>
      </Group>
      <GrowingTextarea
        label={t`Or paste from a spreadsheet`}
        description={t`Copy the cells (with or without the header row) and paste them here.`}
        minRows={3}
        maxRows={10}
        value={pasted}
        onChange={(e) => setPasted(e.currentTarget.value)}
        inputStyle={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
      />
      <Group>
        <Button onClick={() => void check(pasted)} disabled={pasted.trim() === '' || progress !== null}>
          <Trans>Check pasted rows</Trans>
        </Button>
      </Group>
      {message ? (
        <Alert color="red" title={t`This list cannot be imported`} role="alert">
          {message}
        </Alert>
      ) : null}
      {progress ? (
        <Stack gap={4}>
          <Progress
            value={(progress.done / progress.total) * 100}
            aria-label={t`Matching rows against the catalog`}
            animated
          />
          <MatchProgress done={progress.done} total={progress.total} />
        </Stack>
      ) : null}
      {rows ? (
        <BomResults
          rows={rows}
          orderType={orderType}
          onPick={(i, part) => void recheck(i, { part })}
          onRoundUp={(i, quantity) => void recheck(i, { quantity })}
          footer={
            <Group justify="space-between">
              <Text size="sm">
                <ReadyCount ready={good.length} total={rows.length} room={room} />
              </Text>
              <Button onClick={add} disabled={good.length === 0 || room === 0}>
                {plural(Math.min(good.length, room), {
                  one: 'Add # line to the order',
                  other: 'Add # lines to the order',
                })}
              </Button>
            </Group>
          }
        />
      ) : null}
    </Stack>
  );
}

function MatchProgress({ done, total }: { done: number; total: number }) {
  return (
    <Text size="sm" aria-live="polite">
      <Trans>
        Matched {done} of {total} rows
      </Trans>
    </Text>
  );
}

/** "3 of 5 rows ready", and the order's room when fewer than those fit. */
function ReadyCount({ ready, total, room }: { ready: number; total: number; room: number }) {
  if (ready <= room)
    return (
      <Trans>
        {ready} of {total} rows ready
      </Trans>
    );
  return (
    <Trans>
      {ready} of {total} rows ready (the order has room for {room} more lines)
    </Trans>
  );
}
