import { useMemo } from 'react';
import { Button, Card, Form, Input, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { useQueryClient } from '@tanstack/react-query';
import { feedback } from '@/api/feedback';
import { FileUpload } from '@/components/upload/FileUpload';
import { submitAfterUploads } from '@/components/upload/uploads-in-flight';
import { useClosePage } from '@/hooks/useClosePage';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useCurrentPage } from '@/router/current-page';
import { contents } from './api';
import { contentRules, DESCRIPTION_MAX, TITLE_MAX } from './content-rules';
import { PosterField } from './PosterField';
import { contentKeys, useContent } from './queries';
import type { ContentForm, ContentItem } from './types';
import { LoadFailed } from '@/components/LoadFailed';

const LIST = '/admin/content/index';
/** Uploads are at most 5 MB (docs/api.md "Files"); the picker says so before sending. */
const VIDEO_MAX_MB = 5;

/** The form's values of a loaded item: each language apart. */
function formOf(item: ContentItem): ContentForm {
  return {
    contentId: item.contentId,
    titleZh: item.titleZh ?? item.title,
    titleEn: item.titleEn ?? '',
    video: item.video,
    poster: item.poster,
    descriptionZh: item.descriptionZh ?? item.description,
    descriptionEn: item.descriptionEn ?? '',
  };
}

const EMPTY: ContentForm = { titleZh: '', titleEn: '', video: '', poster: '', descriptionZh: '', descriptionEn: '' };

/** `admin/content/edit` at /admin/content/edit/:id (`new` or an id): one content item. */
export default function ContentEditPage() {
  const { t } = useTranslation('content');
  const formName = useFormName('content-editor');
  const raw = useCurrentPage().params.id ?? 'new';
  const contentId = raw === 'new' ? null : Number(raw);
  const item = useContent(contentId);
  const [form] = Form.useForm<ContentForm>();
  const loaded = useMemo(
    () => (contentId === null ? EMPTY : item.data ? formOf(item.data) : undefined),
    [contentId, item.data],
  );
  useLoadForm(form, loaded);
  useFormDirty(form, loaded);
  const video = Form.useWatch('video', form);
  const closePage = useClosePage();
  const queryClient = useQueryClient();
  const rules = contentRules(t);

  if (item.isError) {
    return <LoadFailed error={item.error} notFound={t('unknown')} onRetry={() => void item.refetch()} />;
  }

  const submit = async (values: ContentForm) => {
    try {
      await contents.save({ ...values, contentId: contentId ?? undefined });
    } catch {
      return; // the request layer showed the server's message; the form keeps what was typed
    }
    void feedback.success(t(contentId === null ? 'widgets:list.added' : 'widgets:list.edited'));
    await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    await closePage(LIST, { saved: true });
  };

  return (
    <Card variant="borderless" title={contentId === null ? t('addTitle') : t('editTitle')}>
      {/* The form stays mounted (hidden) while the item loads, so its watchers always have a form. */}
      {loaded ? null : <Spin style={{ display: 'block', padding: 48 }} />}
      <Form<ContentForm>
        form={form}
        name={formName}
        layout="horizontal"
        labelCol={{ flex: '170px' }}
        // Take the rest of the row whatever the content's own width (the poster's long hint
        // would otherwise wrap the field under its label).
        wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
        style={{ maxWidth: 860, display: loaded ? undefined : 'none' }}
        onFinish={submitAfterUploads(form, submit)}
      >
        <Form.Item name="titleZh" label={t('titleZh')} rules={rules.titleZh}>
          <Input maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="titleEn" label={t('titleEn')} rules={rules.titleEn} extra={t('enOptional')}>
          <Input maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="video" label={t('video')} rules={rules.video} required>
          <FileUpload fileTypes={['mp4']} fileSize={VIDEO_MAX_MB} limit={1} />
        </Form.Item>
        <Form.Item name="poster" label={t('poster.label')}>
          <PosterField video={video} />
        </Form.Item>
        <Form.Item name="descriptionZh" label={t('descriptionZh')} rules={rules.descriptionZh}>
          <Input.TextArea rows={4} maxLength={DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('descriptionEn')} rules={rules.descriptionEn} extra={t('enOptional')}>
          <Input.TextArea rows={4} maxLength={DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('save')}
            </Button>
            <Button onClick={() => void closePage(LIST)}>{t('back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
