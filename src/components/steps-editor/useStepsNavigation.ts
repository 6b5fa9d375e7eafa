import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { uploadsSettled } from '../upload/uploads-in-flight';
import { failedFields, firstStepWithError, type FieldError, type FieldName } from './step-fields';

export interface StepFields {
  /** The fields Next checks before leaving the step. */
  fields: readonly FieldName[];
}

/**
 * Moving through the steps of one form. The current step is component state, never the address:
 * a step in the query string would make every step a tab of its own, and state survives the tab
 * cache hiding and showing the page.
 */
export function useStepsNavigation<Values>(form: FormInstance<Values>, steps: readonly StepFields[]) {
  const { t } = useTranslation('widgets');
  const [step, setStep] = useState(0);
  // Focusing waits until the step holding the field is shown (a hidden field cannot take focus).
  const [focus, setFocus] = useState<{ field: FieldError['name'] } | null>(null);

  useEffect(() => {
    if (focus) form.scrollToField(focus.field, { focus: true, block: 'center' });
  }, [focus, form]);

  const showError = (error: unknown, fallbackStep: number) => {
    const failed = failedFields(error);
    if (!failed.length) return false;
    const first = firstStepWithError(steps, failed, fallbackStep);
    setStep(first.step);
    if (first.field) setFocus({ field: first.field });
    return true;
  };

  /** Checks only this step's fields; stays (on its first bad field) when one fails. */
  const next = async () => {
    const fields = steps[step]?.fields ?? [];
    try {
      await form.validateFields(fields as FieldName[], { recursive: true });
    } catch (error) {
      showError(error, step);
      return;
    }
    setStep((s) => Math.min(s + 1, steps.length - 1));
  };

  /** Going back never validates: half-typed values stay as they are. */
  const previous = () => setStep((s) => Math.max(s - 1, 0));

  /**
   * Checks every step; when one fails says so and goes to the first step with an error.
   * Resolves the valid values, or undefined.
   */
  const complete = async (): Promise<Values | undefined> => {
    try {
      // a file still uploading is saved with the rest once it has landed
      await uploadsSettled();
      return await form.validateFields();
    } catch (error) {
      if (showError(error, step)) void feedback.error(t('steps.incomplete'));
      return undefined;
    }
  };

  return { step, setStep, next, previous, complete, isFirst: step === 0, isLast: step === steps.length - 1 };
}
