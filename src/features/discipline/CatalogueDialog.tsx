import type { ReactNode } from 'react';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/list';

interface Props<R, F> {
  open: boolean;
  record: R | null;
  onSubmit: (form: F) => Promise<boolean>;
  onClose: () => void;
  /** the form fields of the Chinese and the English name (`disciplineName`, `subjectName`...) */
  nameField: string;
  nameEnField: string;
  /** translation keys of the dialog's titles and the name's label */
  addTitle: string;
  editTitle: string;
  nameLabel: string;
  /** fields before the names (the subject's discipline) */
  children?: ReactNode;
}

/**
 * Create or edit an entry of the course catalogue (a discipline or a subject): its names in both
 * languages (30 and 60 characters) and its sort, all required as on the server.
 */
export function CatalogueDialog<R extends object, F extends object>(props: Props<R, F>) {
  const { open, record, onSubmit, onClose, nameField, nameEnField, children } = props;
  const { t } = useTranslation('discipline');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('required', { field }) });
  const initial = (record ?? { sort: 0 }) as Partial<F>;
  return (
    <FormDialog<F>
      open={open}
      title={t(record ? props.editTitle : props.addTitle)}
      initialValues={initial}
      onSubmit={onSubmit}
      onClose={onClose}
      labelWidth={110}
    >
      {children}
      <Form.Item name={nameField} label={t(props.nameLabel)} rules={[required(t(props.nameLabel)), { max: 30 }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name={nameEnField} label={t('nameEn')} rules={[required(t('nameEn')), { max: 60 }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('sort')}
        rules={[{ required: true, message: t('required', { field: t('sort') }) }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}
