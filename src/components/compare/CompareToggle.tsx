import { Checkbox, Tooltip } from '@mantine/core';
import { MAX_COMPARE, toggleCompare, useCompareList } from '@/lib/compareList';

/** A checkbox that adds a part to the compare selection; named after the part for screen readers. */
export function CompareToggle({ part, tabIndex }: { part: string; tabIndex?: number }) {
  const list = useCompareList();
  const checked = list.includes(part);
  const full = !checked && list.length >= MAX_COMPARE;
  const box = (
    <Checkbox
      aria-label={`Compare ${part}`}
      checked={checked}
      disabled={full}
      tabIndex={tabIndex}
      onChange={() => toggleCompare(part)}
    />
  );
  // A disabled control says why: the comparison holds at most four parts.
  return full ? (
    <Tooltip label={`You can compare up to ${MAX_COMPARE} parts`} withArrow>
      <span>{box}</span>
    </Tooltip>
  ) : (
    box
  );
}
