import { Alert, List, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { partQueryOptions, searchPartsFullQueryOptions } from '@/api/catalog';
import type { Part } from '@/model/schemas';
import { lifecycleTone } from '@/components/LifecycleBadge';
import { PartLink } from '@/components/table/PartLink';
import { formatQuantity } from '@/lib/format';

/** Obsolete and not-recommended parts: the ones that get replacements and a demoted "Buy now". */
export function isPhasedOut(status: string): boolean {
  const { color } = lifecycleTone(status);
  return color === 'red' || color === 'yellow';
}
const inProduction = (p: Part) => lifecycleTone(p.lifecycleStatus).color === 'green';

type Candidate = { part: string; relation: string; stock: number };

/** One candidate as a sentence: a message for each stock case, so each reads whole in every language. */
function CandidateLine({ candidate }: { candidate: Candidate }) {
  const link = <PartLink part={candidate.part} />;
  const relation = candidate.relation;
  const quantity = formatQuantity(candidate.stock);
  return candidate.stock > 0 ? (
    <Trans>
      {link}: {relation}, {quantity} in stock
    </Trans>
  ) : (
    <Trans>
      {link}: {relation}, out of stock
    </Trans>
  );
}

/**
 * Replacements for an obsolete or NRND part: its related parts that are in production (replacement
 * relations first, mating parts never), else parts of the same series in production.
 */
export function Replacements({ part, currency }: { part: Part; currency: string }) {
  const phasedOut = isPhasedOut(part.lifecycleStatus);
  const related = phasedOut
    ? [...part.relatedParts]
        .filter((r) => !/mat(e|ing)/i.test(r.relatedPartType))
        .sort(
          (a, b) =>
            Number(/replac|successor/i.test(b.relatedPartType)) -
            Number(/replac|successor/i.test(a.relatedPartType)),
        )
    : [];
  const lookups = useQueries({
    queries: related.map((r) => partQueryOptions(r.part, { isoCurrencyCode: currency })),
  });
  const relatedDone = lookups.every((q) => !q.isPending);
  const fromRelated: Candidate[] = related.flatMap((r, i) => {
    const data = lookups[i]?.data;
    return data && inProduction(data)
      ? [{ part: r.part, relation: r.relatedPartType, stock: data.stockQuantity }]
      : [];
  });
  const needSeries = phasedOut && relatedDone && fromRelated.length === 0 && part.series.trim() !== '';
  const series = useQuery({
    ...searchPartsFullQueryOptions({ query: part.series, resultCount: 50, isoCurrencyCode: currency }),
    enabled: needSeries,
  });
  if (!phasedOut) return null;
  const fromSeries: Candidate[] = (series.data?.items ?? [])
    .filter((p) => p.series === part.series && p.part !== part.part && inProduction(p))
    .slice(0, 3)
    .map((p) => {
      const series = p.series;
      return { part: p.part, relation: t`Same series (${series})`, stock: p.stockQuantity };
    });
  const candidates = fromRelated.length > 0 ? fromRelated : fromSeries;
  const searching = !relatedDone || (needSeries && series.isPending);
  const obsolete = lifecycleTone(part.lifecycleStatus).color === 'red';
  return (
    <section aria-label={t`Replacements`}>
      <Alert
        color={obsolete ? 'red' : 'yellow'}
        variant="light"
        title={obsolete ? t`This part is obsolete` : t`Not recommended for new designs`}
        role="note"
      >
        {searching ? (
          <Text size="sm" role="status">
            <Trans>Looking for replacements in production…</Trans>
          </Text>
        ) : candidates.length === 0 ? (
          <Text size="sm">
            <Trans>
              No replacement in production is listed for it. Remaining stock can still be bought; for a
              replacement, ask your sales contact.
            </Trans>
          </Text>
        ) : (
          <>
            <Text size="sm" mb={4}>
              <Trans>Consider a replacement in production:</Trans>
            </Text>
            <List size="sm" spacing={2}>
              {candidates.map((c) => (
                <List.Item key={c.part}>
                  <CandidateLine candidate={c} />
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Alert>
    </section>
  );
}
