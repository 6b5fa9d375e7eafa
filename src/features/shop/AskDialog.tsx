import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/FormDialog';
import type { AskForm } from './types';

/** The longest note the backend keeps, and the most of one aid a teacher may ask for at once. */
export const NOTE_MAX = 200;
export const QUANTITY_MAX = 99;

interface Props {
  /** the aid's name; the dialog is open while there is one */
  aidName: string | null;
  onSubmit: (form: AskForm) => Promise<boolean>;
  onClose: () => void;
}

/** "Ask for this": how many and an optional note; the request goes to the teacher's school. */
export function AskDialog({ aidName, onSubmit, onClose }: Props) {
  const { t } = useTranslation('shop');
  return (
    <FormDialog<AskForm>
      open={aidName !== null}
      title={t('ask.title')}
      initialValues={{ quantity: 1, note: '' }}
      onSubmit={(form) => onSubmit({ quantity: form.quantity, note: form.note?.trim() ?? '' })}
      onClose={onClose}
      layout="vertical"
    >
      <Typography.Paragraph>{t('ask.intro', { name: aidName ?? '' })}</Typography.Paragraph>
      <Form.Item name="quantity" label={t('quantity')} rules={[{ required: true, message: t('ask.quantityRequired') }]}>
        <InputNumber min={1} max={QUANTITY_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="note" label={t('ask.note')} rules={[{ max: NOTE_MAX }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={NOTE_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
