import { useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import type { OrderForm } from '../draft/useOrderDraft';
import type { OrderFormValues } from '../form/orderForm';
import { lineBlocks, type LineCheck } from '../lines/useLineChecks';

export type OrderStep = 'edit' | 'review';

function lineBlockers(values: Pick<OrderFormValues, 'lines' | 'orderType'>, checks: readonly LineCheck[]) {
  return values.lines.flatMap((_, i) => {
    const why = lineBlocks(checks[i], values.orderType);
    const lineNumber = i + 1;
    return why ? [t`Line ${lineNumber}: ${why}`] : [];
  });
}

/**
 * The two steps of the page, edit and review. Review opens only when the form is valid and no line is
 * blocked (the blockers are listed); a form error sends focus to the first field to fix; a step change
 * moves focus to the new step's heading.
 */
export function useOrderSteps(form: OrderForm, checks: readonly LineCheck[]) {
  const [step, setStep] = useState<OrderStep>('edit');
  // Once a review was refused for blocked lines, the list follows the lines as they are now: a line that
  // was "still being checked" leaves it when its check ends, instead of a stale refusal staying on screen.
  const [blockersShown, setBlockersShown] = useState(false);
  const blockers = blockersShown ? lineBlockers(form.getValues(), checks) : [];
  // A step change replaces the button just pressed: focus goes to the new step's heading, not the body.
  const heading = useRef<HTMLHeadingElement>(null);
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    heading.current?.focus();
  }, [step]);

  /** The form's submit handler: opens review (after `onReview`) or points at what to fix. */
  const reviewWith = (onReview: () => void) =>
    form.onSubmit(
      (valid) => {
        const problems = lineBlockers(valid, checks);
        setBlockersShown(problems.length > 0);
        if (problems.length === 0) {
          onReview();
          setStep('review');
          window.scrollTo({ top: 0 });
        }
      },
      () => {
        setBlockersShown(false);
        // Keyboard users land on the first field to fix.
        requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      },
    );
  return { step, toEdit: () => setStep('edit'), heading, blockers, reviewWith };
}
