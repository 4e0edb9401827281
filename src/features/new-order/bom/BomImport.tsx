import { useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
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

  return (
    <Stack gap="md">
      <Text size="sm">
        Columns: part number and quantity, optionally customer part and requested date (yyyy-mm-dd). Header
        names such as &quot;Part Number&quot;, &quot;MPN&quot;, &quot;Qty&quot; are recognised; commas,
        semicolons and tabs all work. Up to {MAX_BOM_ROWS} rows.
      </Text>
      <Dropzone
        openRef={openRef}
        onDrop={(files) => void files[0]?.text().then(check)}
        onReject={() => setMessage('Only CSV or text files can be imported.')}
        accept={ACCEPT}
        maxFiles={1}
        multiple={false}
        aria-label="Drop a CSV file here"
      >
        <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={36} aria-hidden />
          <Text size="sm">Drop a CSV file here</Text>
        </Group>
      </Dropzone>
      <Group>
        <Button variant="default" onClick={() => openRef.current?.()}>
          Choose a file
        </Button>
      </Group>
      <Textarea
        label="Or paste from a spreadsheet"
        description="Copy the cells (with or without the header row) and paste them here."
        autosize
        minRows={3}
        maxRows={10}
        value={pasted}
        onChange={(e) => setPasted(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group>
        <Button onClick={() => void check(pasted)} disabled={pasted.trim() === '' || progress !== null}>
          Check pasted rows
        </Button>
      </Group>
      {message ? (
        <Alert color="red" title="This list cannot be imported" role="alert">
          {message}
        </Alert>
      ) : null}
      {progress ? (
        <Stack gap={4}>
          <Progress
            value={(progress.done / progress.total) * 100}
            aria-label="Matching rows against the catalog"
            animated
          />
          <Text size="sm" aria-live="polite">
            Matched {progress.done} of {progress.total} rows
          </Text>
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
                {good.length} of {rows.length} rows ready
                {good.length > room ? ` (the order has room for ${room} more lines)` : ''}
              </Text>
              <Button onClick={add} disabled={good.length === 0 || room === 0}>
                Add {Math.min(good.length, room)} {Math.min(good.length, room) === 1 ? 'line' : 'lines'} to
                the order
              </Button>
            </Group>
          }
        />
      ) : null}
    </Stack>
  );
}
