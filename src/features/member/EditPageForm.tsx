import type { ReactNode } from 'react';
import { Button, Form, Space, Spin, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { DraftNotice } from '@/components/steps-editor';
import { useClosePage } from '@/hooks/useClosePage';
import type { LocalDraft } from '@/hooks/useLocalDraft';

interface Props<V> {
  form: FormInstance<V>;
  /** false while the record or the choices load: a spinner shows instead */
  loaded: boolean;
  onSubmit: (values: V) => Promise<unknown>;
  /** where Back goes (the page's list) */
  listPath: string;
  /** the page's local draft: a newer one than the record is offered above the form */
  draft: LocalDraft;
  children: ReactNode;
}

/**
 * The form of a members' edit page with Save and Back, and the offer of its local draft. It stays mounted (hidden) while its record
 * loads, so the fields' watchers always have a form.
 */
export function EditPageForm<V>({ form, loaded, onSubmit, listPath, draft, children }: Props<V>) {
  const { t } = useTranslation('member');
  const formName = useFormName('member-editor');
  const closePage = useClosePage();
  return (
    <>
      {loaded ? null : <Spin style={{ display: 'block', padding: 48 }} />}
      {loaded && draft.offered ? (
        <DraftNotice draft={draft.offered} onRestore={() => void draft.restore()} onDiscard={draft.discard} />
      ) : null}
      <Form<V>
        form={form}
        name={formName}
        layout="horizontal"
        labelCol={{ flex: '130px' }}
        wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
        style={{ maxWidth: 720, display: loaded ? undefined : 'none' }}
        onFinish={(values) => void onSubmit(values)}
      >
        {children}
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('save')}
            </Button>
            <Button onClick={() => void closePage(listPath)}>{t('back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </>
  );
}
