import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { modelTypesQueryOptions } from '@/api/models';
import type { Part, PartDocument } from '@/model/schemas';
import { ComplianceBadge } from '@/components/ComplianceBadge';
import { SafeExternalLink } from '@/components/SafeExternalLink';
import { PartLink } from '@/components/table';
import { formatQuantity } from '@/lib/format';
import { languageName } from './displayNames';
import { ModelFormatAction } from './ModelFormatAction';

/** The datasheet in the user's language, else English, else the first one listed. */
export function preferredDatasheet(
  documents: readonly PartDocument[],
  language: string = typeof navigator !== 'undefined' ? navigator.language : 'en',
): PartDocument | undefined {
  const sheets = documents.filter((d) => d.type === 'DS' || /datasheet/i.test(d.typeFull));
  const wanted = language.toLowerCase().split('-')[0];
  const lang = (d: PartDocument) => d.languageISO.toLowerCase().split('-')[0];
  return sheets.find((d) => lang(d) === wanted) ?? sheets.find((d) => lang(d) === 'en') ?? sheets[0];
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="baseline" wrap="nowrap">
      <Text size="sm" fw={600} w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Group gap={6} style={{ minWidth: 0 }}>
        {children}
      </Group>
    </Group>
  );
}

/**
 * What buyers look for first, above the tabs: compliance, every related part, the datasheet, model files.
 * The relation types are not enumerated by the spec (2.7), so no related part is left out by its type's
 * wording: each is labelled with the type as the service names it (docs/api-assumptions.md).
 */
export function AtAGlance({ part }: { part: Part }) {
  const sheet = preferredDatasheet(part.additionalDocuments);
  const related = part.relatedParts;
  const types = useQuery(modelTypesQueryOptions());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="At a glance">
      <Stack gap="xs">
        <Row label="Compliance">
          {part.environmentalCompliance.length === 0 ? (
            <Text size="sm" c="dimmed">
              Not stated
            </Text>
          ) : (
            part.environmentalCompliance.map((c) => (
              <ComplianceBadge key={c.regulationName} regulation={c.regulationName} result={c.result} />
            ))
          )}
        </Row>
        {related.length > 0 ? (
          <Row label="Also available">
            {related.map((r) => (
              <Text size="sm" key={`${r.part}|${r.relatedPartType}`}>
                as <PartLink part={r.part} /> ({r.relatedPartType.trim() || 'related part'}
                {r.packaging.description ? `, ${r.packaging.description}` : ''}),{' '}
                {r.stockQuantity > 0 ? `${formatQuantity(r.stockQuantity)} in stock` : 'out of stock'}
              </Text>
            ))}
          </Row>
        ) : null}
        <Row label="Datasheet">
          {sheet ? (
            <Text size="sm" fw={600} component="span">
              <SafeExternalLink
                href={sheet.path}
                fallback={
                  <Text span inherit c="dimmed">
                    {sheet.description} (no web link)
                  </Text>
                }
              >
                {sheet.description || 'Datasheet'}, {languageName(sheet.languageISO)}
              </SafeExternalLink>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              None listed
            </Text>
          )}
        </Row>
        <Row label="3D models">
          {types.isPending ? (
            <Text size="sm" c="dimmed">
              Loading formats…
            </Text>
          ) : types.isError ? (
            <Text size="sm" c="dimmed">
              The model formats could not be loaded; the 3D models tab can try again.
            </Text>
          ) : (
            types.data.map((t) => <ModelFormatAction key={t.code} part={part.part} format={t} compact />)
          )}
        </Row>
      </Stack>
    </Paper>
  );
}
