import { useMemo, useState } from 'react';
import JsonView from '@uiw/react-json-view';
import { Button, Code, Group, Paper, Text, TextInput } from '@mantine/core';
import { plural, t } from '@lingui/core/macro';
import { IconSearch } from '@tabler/icons-react';
import type { JsonValue } from '@/model/schemas';
import classes from './JsonBody.module.css';
import { searchJson } from './jsonSearch';

/**
 * A logged body (already redacted) as a collapsible tree with a search that narrows it to the matching
 * keys and values. A body that is not an object or array (a string, a number) is shown as it is.
 */
export function JsonBody({ value, label }: { value: JsonValue; label: string }) {
  const [text, setText] = useState('');
  const [expandAll, setExpandAll] = useState(false);
  const result = useMemo(() => searchJson(value, text), [value, text]);
  const searching = text.trim() !== '';
  const shown = result.value;
  const { matches } = result;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={label}>
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t`Search the body`}
          placeholder={t`Key or value`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Button variant="default" onClick={() => setExpandAll((v) => !v)} disabled={searching}>
          {expandAll || searching ? t`Collapse all` : t`Expand all`}
        </Button>
      </Group>
      {searching ? (
        <Text size="sm" c="dimmed" mb="xs" role="status">
          {matches === 0
            ? t`Nothing in the body matches.`
            : plural(matches, { one: '# match', other: '# matches' })}
        </Text>
      ) : null}
      {shown === undefined ? null : shown !== null && typeof shown === 'object' ? (
        <JsonView
          // Remounting applies a new collapse depth (the viewer reads it once).
          key={`${expandAll}-${searching}`}
          value={shown}
          collapsed={searching || expandAll ? false : 2}
          displayDataTypes={false}
          enableClipboard={false}
          shortenTextAfterLength={120}
          className={classes.viewer}
          style={{ fontSize: 'var(--mantine-font-size-sm)' }}
        />
      ) : (
        <Code block>{JSON.stringify(shown)}</Code>
      )}
    </Paper>
  );
}
