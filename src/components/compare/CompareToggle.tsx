import { Checkbox, Tooltip } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { MAX_COMPARE, toggleCompare, useCompareList } from '@/lib/compareList';

/** A checkbox that adds a part to the compare selection; named after the part for screen readers. */
export function CompareToggle({ part, tabIndex }: { part: string; tabIndex?: number }) {
  const list = useCompareList();
  const checked = list.includes(part);
  const full = !checked && list.length >= MAX_COMPARE;
  const box = (
    <Checkbox
      aria-label={t`Compare ${part}`}
      checked={checked}
      disabled={full}
      tabIndex={tabIndex}
      onChange={() => toggleCompare(part)}
    />
  );
  const max = MAX_COMPARE;
  // A disabled control says why: the comparison holds at most four parts.
  return full ? (
    <Tooltip label={t`You can compare up to ${max} parts`} withArrow>
      <span>{box}</span>
    </Tooltip>
  ) : (
    box
  );
}
