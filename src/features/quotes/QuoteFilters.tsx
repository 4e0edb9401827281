import { Button, Group, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { z } from '@/lib/zod';
import { AnchorLink } from '@/components/links';
import type { QuotesSearch } from './quotesRoute';

// Made once: zod calls the messages when a check fails, so they are in the language shown then.
const filterSchema = z.object({
  // Blank means "any"; zod's union would only say "Invalid input", so one string with its own rules.
  opportunityId: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\d{1,16}$/.test(v), {
      error: () => t`An opportunity id is a whole number, e.g. 3000012345`,
    }),
    z.refine((v) => v === '' || (Number(v) >= 1 && Number.isSafeInteger(Number(v))), {
      error: () => t`Enter an id of at least 1`,
    }),
  ),
  part: z.string().check(z.trim(), z.maxLength(200, { error: () => t`At most 200 characters` })),
});
type FilterValues = z.input<typeof filterSchema>;

type Props = {
  search: QuotesSearch;
  /** Applies filter changes; the page goes back to 1. */
  onChange: (filters: Pick<QuotesSearch, 'opportunityId' | 'part' | 'current'>) => void;
};

/** Filters by opportunity id and part (applied together), and current-only (applied at once). */
export function QuoteFilters({ search, onChange }: Props) {
  const form = useForm<FilterValues>({
    mode: 'controlled',
    initialValues: { opportunityId: search.opportunityId?.toString() ?? '', part: search.part ?? '' },
    validate: schemaResolver(filterSchema, { sync: true }),
  });
  const apply = form.onSubmit((values) => {
    const parsed = filterSchema.parse(values);
    onChange({
      opportunityId: parsed.opportunityId ? Number(parsed.opportunityId) : undefined,
      part: parsed.part || undefined,
      current: search.current,
    });
  });
  const filtered = search.opportunityId !== undefined || search.part !== undefined || !search.current;

  return (
    <form onSubmit={apply} noValidate aria-label={t`Filter quotes`}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={t`Opportunity id`}
          inputMode="numeric"
          spellCheck={false}
          w={{ base: '100%', xs: 200 }}
          {...form.getInputProps('opportunityId')}
        />
        <TextInput
          label={t`Part number`}
          spellCheck={false}
          maxLength={200}
          w={{ base: '100%', xs: 220 }}
          {...form.getInputProps('part')}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }}>
          <Trans>Apply filters</Trans>
        </Button>
        <Switch
          mt={{ base: 0, xs: 32 }}
          style={{ whiteSpace: 'nowrap' }}
          label={t`Current quotes only`}
          checked={search.current}
          onChange={(e) =>
            onChange({
              opportunityId: search.opportunityId,
              part: search.part,
              current: e.currentTarget.checked,
            })
          }
        />
        {filtered ? (
          <AnchorLink to="/quotes" search={{}} mt={{ base: 0, xs: 32 }} size="sm">
            <Trans>Clear filters</Trans>
          </AnchorLink>
        ) : null}
      </Group>
    </form>
  );
}
