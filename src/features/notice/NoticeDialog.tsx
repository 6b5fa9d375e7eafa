import { Form, Input, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@/components/editor/RichTextEditor';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { NOTICE_STATUSES, NOTICE_TYPES } from '@contract/notice';
import { notices } from './api';
import { useAudienceChoices } from './audience-choices';
import { audienceOptions } from './choices';
import { noticeKeys } from './queries';
import type { Notice, NoticeForm } from './types';

const TITLE_MAX = 100;

/**
 * Add or edit a notice: title, type, content (rich text, cleaned by the server as it saves it),
 * state and audience (everyone, chosen schools or chosen roles). An edit opens once the notice's
 * content has loaded: the list does not carry it.
 */
export function NoticeDialog({ record, onSubmit, ...dialog }: RecordDialogProps<Notice, NoticeForm>) {
  const { t } = useTranslation('notice');
  const [form] = Form.useForm<NoticeForm>();
  const full = useQuery({
    queryKey: noticeKeys.detail(record?.noticeId ?? null),
    queryFn: () => notices.get(record?.noticeId ?? 0),
    enabled: dialog.open && record !== null,
  });
  const audience = Form.useWatch('audience', form);
  const choices = useAudienceChoices(dialog.open);
  // the schools or the roles a notice goes to, asked only for that audience
  const chosen =
    audience === 'schools'
      ? { name: 'schoolIds', label: 'schools', missing: 'schoolsRequired', options: choices.schools }
      : audience === 'roles'
        ? { name: 'roleIds', label: 'roles', missing: 'rolesRequired', options: choices.roles }
        : null;
  const loaded = record === null || full.data;
  const initial: Partial<NoticeForm> = full.data
    ? {
        noticeId: full.data.noticeId,
        title: full.data.title,
        noticeType: full.data.noticeType,
        content: full.data.content ?? '',
        status: full.data.status,
        audience: full.data.audience,
        schoolIds: full.data.schoolIds,
        roleIds: full.data.roleIds,
      }
    : { noticeType: '1', status: '0', audience: 'all', content: '', schoolIds: [], roleIds: [] };
  const required = (message: string) => ({ required: true, message });

  return (
    <FormDialog<NoticeForm>
      {...dialog}
      open={dialog.open && !!loaded}
      form={form}
      title={record ? t('edit') : t('add')}
      initialValues={initial}
      onSubmit={onSubmit}
      width={820}
      labelWidth={100}
    >
      <Form.Item name="title" label={t('title')} rules={[{ ...required(t('titleRequired')), whitespace: true }]}>
        <Input maxLength={TITLE_MAX} />
      </Form.Item>
      <Form.Item name="noticeType" label={t('noticeType')} rules={[required(t('typeRequired'))]}>
        <Radio.Group options={NOTICE_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} />
      </Form.Item>
      <Form.Item name="status" label={t('statusLabel')} rules={[required(t('statusRequired'))]}>
        <Radio.Group options={NOTICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} />
      </Form.Item>
      <Form.Item name="audience" label={t('audienceLabel')} rules={[required(t('audienceRequired'))]}>
        <Radio.Group options={audienceOptions(t)} />
      </Form.Item>
      {chosen ? (
        <Form.Item name={chosen.name} label={t(chosen.label)} rules={[required(t(chosen.missing))]}>
          <Select
            mode="multiple"
            showSearch={SEARCH_BY_LABEL}
            loading={choices.loading}
            options={chosen.options}
            placeholder={t(chosen.missing)}
          />
        </Form.Item>
      ) : null}
      {/* the server refuses content that shows nothing once cleaned, in the user's language */}
      <Form.Item name="content" label={t('content')} required>
        <RichTextEditor minHeight={200} label={t('content')} />
      </Form.Item>
    </FormDialog>
  );
}
