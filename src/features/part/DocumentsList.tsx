import { Badge, Stack, Text, Title } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PartDocument } from '@/model/schemas';
import { EmptyState } from '@/components/States';
import { SafeExternalLink } from '@/components/SafeExternalLink';
import { DataTable, displayColumn, type KitColumn } from '@/components/table';
import { languageName } from './displayNames';

type DocumentGroup = { type: string; label: string; items: PartDocument[] };

/** Documents grouped by type, in the order the types first appear (called at render: the labels are words). */
export function groupDocuments(documents: readonly PartDocument[]): DocumentGroup[] {
  const groups = new Map<string, DocumentGroup>();
  for (const doc of documents) {
    const key = doc.type || doc.typeFull || 'Other';
    const group = groups.get(key) ?? {
      type: key,
      label: doc.typeFull || doc.type || t`Other documents`,
      items: [],
    };
    group.items.push(doc);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function DocumentLink({ doc, groupLabel }: { doc: PartDocument; groupLabel: string }) {
  const description = doc.description;
  return (
    <SafeExternalLink
      href={doc.path}
      fallback={
        <Text component="span" inherit>
          <Trans>
            {description}{' '}
            <Text component="span" c="dimmed" size="sm">
              (no download: the address is not a web link)
            </Text>
          </Trans>
        </Text>
      }
    >
      {description || groupLabel}
    </SafeExternalLink>
  );
}

const documentColumns = (groupLabel: string): KitColumn<PartDocument>[] => [
  displayColumn({
    id: 'document',
    header: msg`Document`,
    priority: 1,
    width: 'minmax(240px, 3fr)',
    value: (doc) => doc.description,
    cell: (doc) => <DocumentLink doc={doc} groupLabel={groupLabel} />,
  }),
  displayColumn({
    id: 'language',
    header: msg`Language`,
    priority: 1,
    width: '140px',
    sortValue: (doc) => languageName(doc.languageISO),
    csv: (doc) => doc.languageISO,
    cell: (doc) => (
      <Badge variant="outline" color="gray" radius="sm" tt="none" size="sm">
        {languageName(doc.languageISO)}
      </Badge>
    ),
  }),
];

/** One table per document type under its heading (datasheets, drawings, …). */
export function DocumentsList({ documents }: { documents: readonly PartDocument[] }) {
  if (documents.length === 0) {
    return (
      <EmptyState title={t`No documents`}>
        <Trans>The catalog lists no datasheets or drawings for this part.</Trans>
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      {groupDocuments(documents).map((group) => (
        <Stack key={group.type} gap="xs" component="section" aria-label={group.label}>
          <Title order={3} size="h5">
            {group.label}
          </Title>
          <DataTable
            data={group.items}
            columns={documentColumns(group.label)}
            getRowId={(doc, i) => `${doc.path}-${i}`}
            label={group.label}
            minWidth={420}
          />
        </Stack>
      ))}
    </Stack>
  );
}
