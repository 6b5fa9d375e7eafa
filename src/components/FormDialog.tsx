import { useState, type ReactNode } from 'react';
import { Form, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useFormName } from '@/hooks/useFormName';
import { useLoadForm } from '@/hooks/useLoadForm';
import { DraggableModal } from './DraggableModal';
import { uploadsSettled } from './upload/uploads-in-flight';

export interface FormDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /**
   * values the form starts with each time it opens (a record to edit, or defaults for a new one);
   * plain data, since they are copied as JSON: a date is text, its picker converts (utils/date-text)
   */
  initialValues?: Partial<V>;
  /** saves; resolve to close the dialog; resolve false or reject to keep it open with what was typed */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  /** an outside form instance, when the page needs to read or set fields itself */
  form?: FormInstance<V>;
  layout?: FormProps['layout'];
  labelWidth?: number;
}

/**
 * What a list page hands the dialog that adds (`record` null) or edits one of its records; the
 * dialog passes all but `record` on to its FormDialog (`<FormDialog {...dialog} …>`).
 */
export interface RecordDialogProps<R, F> {
  open: boolean;
  record: R | null;
  onSubmit: (form: F) => Promise<boolean>;
  onClose: () => void;
}

/**
 * An edit form in a draggable, resizable dialog: validates with the fields' rules, saves through
 * `onSubmit`, closes on success and keeps the typed values when the save fails. While it holds
 * input its page counts as unsaved (closing the tab or reloading asks), and closing it asks.
 */
export function FormDialog<V extends object>({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
  children,
  width = 600,
  form: given,
  layout = 'horizontal',
  labelWidth = 100,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [saving, setSaving] = useState(false);
  // Prefixes the field ids: the list's filter form may have fields of the same names.
  const formName = useFormName('dialog');
  const start = JSON.stringify(initialValues ?? {});
  // Each opening gets a fresh dialog: reopening one that is still in its closing animation
  // (a quick "edit" right after a save) could otherwise leave it half-closed.
  const [wasOpen, setWasOpen] = useState(open);
  const [generation, setGeneration] = useState(0);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setGeneration((g) => g + 1);
  }

  // Loaded once per opening, not again when its page comes back from the tab cache.
  const baseline = open ? (JSON.parse(start) as object) : undefined;
  useLoadForm(form, baseline, { reset: true, identity: generation });
  const dirty = useFormDirty(form, baseline);

  const cancel = async () => {
    const discard =
      !dirty ||
      (await feedback.ask({
        title: t('systemPrompt'),
        content: t('unsaved.dialog'),
        okText: t('unsaved.discard'),
        cancelText: t('cancel'),
        type: 'warning',
      }));
    if (discard) onClose();
  };

  const submit = async () => {
    setSaving(true);
    try {
      // a file chosen just before pressing OK is saved with the rest
      await uploadsSettled();
      const values = await form.validateFields().catch(() => null); // null: the fields show what is wrong
      if (values === null) return;
      const saved = await onSubmit({ ...(JSON.parse(start) as V), ...values });
      if (saved !== false) onClose();
    } catch {
      // the request layer showed why; the dialog stays with what was typed
    } finally {
      setSaving(false);
    }
  };

  // Not force-rendered while closed: the dialog library counts a rendered dialog as open for the
  // Escape key, registering it during render and letting go in an effect's cleanup. A page the
  // tab cache renders hidden (its data came after the user moved on) and that is closed unseen
  // never runs that cleanup, and the registration then keeps the whole closed page in memory.
  return (
    <DraggableModal
      key={generation}
      open={open}
      title={title}
      width={width}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => void cancel()}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        name={formName}
        layout={layout}
        labelCol={layout === 'horizontal' ? { flex: `${labelWidth}px` } : undefined}
        labelWrap
        autoComplete="off"
        onFinish={() => void submit()}
      >
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </DraggableModal>
  );
}
