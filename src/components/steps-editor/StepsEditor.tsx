import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Form, Steps, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import PageLoading from '@/components/PageLoading';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useFormName } from '@/hooks/useFormName';
import { useLocalDraft } from '@/hooks/useLocalDraft';
import { useSessionStore } from '@/stores/session';
import { draftKey } from '@/utils/drafts';
import { DraftNotice } from './DraftNotice';
import { useStepsNavigation, type StepFields } from './useStepsNavigation';

export interface EditorStep extends StepFields {
  key: string;
  /** Shown in the steps header and naming the step's section. */
  title: string;
  content: ReactNode;
}

export interface EditorDraft {
  /** Which editor (`course`, `school`): part of the draft's name. */
  editor: string;
  /** The record's id from the path; undefined for a record not created yet. */
  id: string | number | undefined;
  /** The record's updateTime: a draft older than it is dropped instead of offered. */
  updatedAt?: string | number | null;
}

export interface StepsEditorProps<Values extends object> {
  form: FormInstance<Values>;
  steps: readonly EditorStep[];
  /**
   * The record as loaded (`{}` for a new one); undefined while it loads. It fills the form once:
   * a page the tab cache shows again keeps what was typed even if the record is fetched again.
   */
  record: Values | undefined;
  draft: EditorDraft;
  /** Saves the checked values; resolve `false` when it failed (the form keeps them, still dirty). */
  onSubmit: (values: Values) => Promise<boolean | void>;
  /** Layout of the antd Form (layout, labelCol ...). */
  formProps?: Omit<FormProps<Values>, 'form' | 'name' | 'initialValues' | 'onFinish'>;
}

/**
 * A multi-step editor: steps header, one form across all steps (the other steps stay mounted but
 * hidden, so their values survive), Previous / Next / Complete, the unsaved-changes guard and a
 * local draft. See docs/screens/editor.md.
 */
export function StepsEditor<Values extends object>(props: StepsEditorProps<Values>) {
  if (!props.record) return <PageLoading />;
  return <LoadedStepsEditor {...props} record={props.record} />;
}

function LoadedStepsEditor<Values extends object>({
  form,
  steps,
  record,
  draft: { editor, id, updatedAt },
  onSubmit,
  formProps,
}: StepsEditorProps<Values> & { record: Values }) {
  const { t } = useTranslation('widgets');
  const user = useSessionStore((s) => s.user?.userId ?? s.name);
  const navigation = useStepsNavigation(form, steps);
  const formName = useFormName(`${editor}-editor`);
  // What the form is compared with: the record as loaded, then as last saved.
  const [baseline, setBaseline] = useState<object>(record);
  const dirty = useFormDirty(form, baseline);
  const draft = useLocalDraft(draftKey(user, editor, id), form, {
    dirty,
    baselineUpdatedAt: updatedAt,
    step: navigation.step,
  });
  const [saving, setSaving] = useState(false);
  // The step on screen renders first and the hidden ones right after, without holding it up:
  // an editor opened from a list is usable as soon as its first step is, not once all are built.
  const othersMounted = useDeferredValue(true, false);
  const header = useRef<HTMLDivElement>(null);
  // A new step starts at its top, as the user left a long one at its bottom. Only a real change of
  // step scrolls: a page the tab cache shows again keeps its scroll position.
  const shownStep = useRef(navigation.step);
  useEffect(() => {
    if (shownStep.current === navigation.step) return;
    shownStep.current = navigation.step;
    header.current?.scrollIntoView?.({ block: 'nearest' });
  }, [navigation.step]);

  const restore = () => {
    const restored = draft.restore();
    if (restored) navigation.setStep(Math.min(Math.max(restored.step, 0), steps.length - 1));
  };

  const complete = async () => {
    const values = await navigation.complete();
    if (!values) return;
    setSaving(true);
    try {
      if ((await onSubmit(values)) === false) return;
      await draft.saved();
      setBaseline(form.getFieldsValue(true) as object);
    } catch {
      // the request layer said why; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap="large">
      {draft.offered ? <DraftNotice draft={draft.offered} onRestore={restore} onDiscard={draft.discard} /> : null}
      <div ref={header}>
        <Steps current={navigation.step} items={steps.map((step) => ({ title: step.title }))} />
      </div>
      <Form form={form} name={formName} initialValues={record} {...formProps}>
        {steps.map((step, index) => (
          <section key={step.key} aria-label={step.title} hidden={index !== navigation.step}>
            {index === navigation.step || othersMounted ? step.content : null}
          </section>
        ))}
      </Form>
      <Flex gap="small" justify="center" wrap>
        {navigation.isFirst ? null : <Button onClick={navigation.previous}>{t('steps.previous')}</Button>}
        {navigation.isLast ? null : (
          <Button type="primary" onClick={() => void navigation.next()}>
            {t('steps.next')}
          </Button>
        )}
        <Button type={navigation.isLast ? 'primary' : 'default'} loading={saving} onClick={() => void complete()}>
          {t('steps.complete')}
        </Button>
      </Flex>
    </Flex>
  );
}
