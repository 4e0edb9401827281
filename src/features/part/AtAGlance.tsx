import { Suspense, type ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Part, PartDocument, RelatedPart } from '@/model/schemas';
import { ComplianceBadge } from '@/components/ComplianceBadge';
import { SafeExternalLink } from '@/components/SafeExternalLink';
import { PartLink } from '@/components/table/PartLink';
import { formatQuantity } from '@/lib/format';
import { formattingLocale } from '@/lib/language';
import { languageName } from './displayNames';
import { modelFormats } from './partDeferred';

/** The datasheet in the user's language, else English, else the first one listed. */
export function preferredDatasheet(
  documents: readonly PartDocument[],
  language: string = formattingLocale(),
): PartDocument | undefined {
  const sheets = documents.filter((d) => d.type === 'DS' || /datasheet/i.test(d.typeFull));
  const wanted = language.toLowerCase().split('-')[0];
  const lang = (d: PartDocument) => d.languageISO.toLowerCase().split('-')[0];
  return sheets.find((d) => lang(d) === wanted) ?? sheets.find((d) => lang(d) === 'en') ?? sheets[0];
}

const loadingFormats = (
  <Text size="sm" c="dimmed">
    <Trans>Loading formats…</Trans>
  </Text>
);

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

/** One related part as a sentence: a message per case, so each reads whole in every language. */
function RelatedLine({ related }: { related: RelatedPart }) {
  const link = <PartLink part={related.part} />;
  const relation = related.relatedPartType.trim() || t`related part`;
  const packaging = related.packaging.description;
  const quantity = formatQuantity(related.stockQuantity);
  if (related.stockQuantity > 0) {
    return packaging ? (
      <Trans>
        as {link} ({relation}, {packaging}), {quantity} in stock
      </Trans>
    ) : (
      <Trans>
        as {link} ({relation}), {quantity} in stock
      </Trans>
    );
  }
  return packaging ? (
    <Trans>
      as {link} ({relation}, {packaging}), out of stock
    </Trans>
  ) : (
    <Trans>
      as {link} ({relation}), out of stock
    </Trans>
  );
}

/** The datasheet's link text, or the note that its address is not a web link. */
function DatasheetLink({ sheet }: { sheet: PartDocument }) {
  const description = sheet.description;
  const name = description || t`Datasheet`;
  const language = languageName(sheet.languageISO);
  return (
    <SafeExternalLink
      href={sheet.path}
      fallback={
        <Text span inherit c="dimmed">
          <Trans>{description} (no web link)</Trans>
        </Text>
      }
    >
      {t`${name}, ${language}`}
    </SafeExternalLink>
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
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`At a glance`}>
      <Stack gap="xs">
        <Row label={t`Compliance`}>
          {part.environmentalCompliance.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>Not stated</Trans>
            </Text>
          ) : (
            part.environmentalCompliance.map((c) => (
              <ComplianceBadge key={c.regulationName} regulation={c.regulationName} result={c.result} />
            ))
          )}
        </Row>
        {related.length > 0 ? (
          <Row label={t`Also available`}>
            {related.map((r) => (
              <Text size="sm" key={`${r.part}|${r.relatedPartType}`}>
                <RelatedLine related={r} />
              </Text>
            ))}
          </Row>
        ) : null}
        <Row label={t`Datasheet`}>
          {sheet ? (
            <Text size="sm" fw={600} component="span">
              <DatasheetLink sheet={sheet} />
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>None listed</Trans>
            </Text>
          )}
        </Row>
        <Row label={t`3D models`}>
          <Suspense fallback={loadingFormats}>
            <modelFormats.Component part={part.part} loading={loadingFormats} />
          </Suspense>
        </Row>
      </Stack>
    </Paper>
  );
}
