import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { PartDocument } from '@/api/schemas';
import { EmptyState } from '@/components/States';
import { SafeExternalLink } from '@/components/SafeExternalLink';
import { languageName } from './displayNames';

/** Documents grouped by type, in the order the types first appear. */
export function groupDocuments(
  documents: readonly PartDocument[],
): { type: string; label: string; items: PartDocument[] }[] {
  const groups = new Map<string, { type: string; label: string; items: PartDocument[] }>();
  for (const doc of documents) {
    const key = doc.type || doc.typeFull || 'Other';
    const group = groups.get(key) ?? {
      type: key,
      label: doc.typeFull || doc.type || 'Other documents',
      items: [],
    };
    group.items.push(doc);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function DocumentsList({ documents }: { documents: readonly PartDocument[] }) {
  if (documents.length === 0) {
    return (
      <EmptyState title="No documents">The catalog lists no datasheets or drawings for this part.</EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      {groupDocuments(documents).map((group) => (
        <Stack key={group.type} gap="xs" component="section" aria-label={group.label}>
          <Title order={3} size="h5">
            {group.label}
          </Title>
          <List spacing={6} listStyleType="none" p={0}>
            {group.items.map((doc, i) => (
              <List.Item key={`${doc.path}-${i}`}>
                <Group gap="xs" wrap="wrap">
                  <SafeExternalLink
                    href={doc.path}
                    fallback={
                      <Text component="span">
                        {doc.description}{' '}
                        <Text component="span" c="dimmed" size="sm">
                          (no download: the address is not a web link)
                        </Text>
                      </Text>
                    }
                  >
                    {doc.description || group.label}
                  </SafeExternalLink>
                  <Badge variant="outline" color="gray" radius="sm" tt="none" size="sm">
                    {languageName(doc.languageISO)}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
