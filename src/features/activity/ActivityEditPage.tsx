import { useMemo, useState } from 'react';
import { Button, Card, Flex, Form, Input, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { feedback } from '@/api/feedback';
import PageLoading from '@/components/PageLoading';
import { RichTextEditor } from '@/components/editor/RichTextEditor';
import { DraftNotice } from '@/components/steps-editor';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { submitAfterUploads } from '@/components/upload/uploads-in-flight';
import { useClosePage } from '@/hooks/useClosePage';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useLocalDraft } from '@/hooks/useLocalDraft';
import { useCurrentPage } from '@/router/current-page';
import { useSessionStore } from '@/stores/session';
import { draftKey } from '@/utils/drafts';
import { saveActivity } from './api';
import { activityRules, INTRO_MAX, NAME_MAX } from './activity-rules';
import { ACTIVITY_LIST_PATH } from './paths';
import { activityKeys, useActivity } from './queries';
import { TimeRangeField } from './TimeRangeField';
import type { Activity, ActivityForm } from './types';
import { LoadFailed } from '@/components/LoadFailed';
import { RecordHistoryButton } from '@/features/monitor';

/** The form's values of a loaded activity: each language apart. */
function formOf(activity: Activity): ActivityForm {
  return {
    nameZh: activity.nameZh ?? activity.name,
    nameEn: activity.nameEn ?? '',
    introZh: activity.introZh ?? activity.intro,
    introEn: activity.introEn ?? '',
    timeRange: [activity.beginTime, activity.endTime],
    cover: activity.cover,
    content: activity.content,
  };
}

const EMPTY: ActivityForm = {
  nameZh: '',
  nameEn: '',
  introZh: '',
  introEn: '',
  timeRange: null,
  cover: '',
  content: '',
};

/**
 * `admin/activity/edit` at /admin/activity/edit/:id (`new` or an id): one activity. What is typed
 * is kept as a local draft until saved, and leaving with unsaved input asks first. A new activity
 * is saved unpublished; the list publishes it.
 */
export default function ActivityEditPage() {
  const { t } = useTranslation('activity');
  const formName = useFormName('activity-editor');
  const raw = useCurrentPage().params.id ?? 'new';
  const activityId = raw === 'new' ? null : Number(raw);
  const activity = useActivity(activityId);
  const [form] = Form.useForm<ActivityForm>();
  const user = useSessionStore((s) => s.user?.userId ?? s.name);
  const loaded = useMemo(
    () => (activityId === null ? EMPTY : activity.data ? formOf(activity.data) : undefined),
    [activityId, activity.data],
  );
  useLoadForm(form, loaded);
  const dirty = useFormDirty(form, loaded);
  const draft = useLocalDraft(draftKey(user, 'activity', activityId ?? undefined), form, {
    dirty,
    baselineUpdatedAt: activity.data?.updateTime || activity.data?.createTime,
  });
  const closePage = useClosePage();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const rules = activityRules(t);

  if (activity.isError) {
    return <LoadFailed error={activity.error} notFound={t('unknown')} onRetry={() => void activity.refetch()} />;
  }
  if (!loaded) return <PageLoading />;

  const submit = async (values: ActivityForm) => {
    setSaving(true);
    try {
      await saveActivity({ ...values, activityId: activityId ?? undefined });
    } catch {
      return; // the request layer showed the server's message; the form keeps what was typed
    } finally {
      setSaving(false);
    }
    await draft.saved();
    void feedback.success(t(activityId === null ? 'widgets:list.added' : 'widgets:list.edited'));
    await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    await closePage(ACTIVITY_LIST_PATH, { saved: true });
  };

  return (
    <Card
      variant="borderless"
      title={activityId === null ? t('addTitle') : t('editTitle')}
      extra={
        <Flex gap="small" align="center">
          <RecordHistoryButton tableName="activity" recordKey={activityId ?? undefined} />
          <Tag color={dirty ? 'warning' : 'success'} role="status">
            {dirty ? t('unsavedMark') : t('savedMark')}
          </Tag>
        </Flex>
      }
    >
      <Flex vertical gap="middle" style={{ maxWidth: 900 }}>
        {draft.offered ? (
          <DraftNotice draft={draft.offered} onRestore={() => void draft.restore()} onDiscard={draft.discard} />
        ) : null}
        <Form<ActivityForm>
          form={form}
          name={formName}
          layout="vertical"
          initialValues={loaded}
          onFinish={submitAfterUploads(form, submit)}
        >
          <Form.Item name="nameZh" label={t('nameZh')} rules={rules.nameZh}>
            <Input maxLength={NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="nameEn" label={t('nameEn')} rules={rules.nameEn} extra={t('enOptional')}>
            <Input maxLength={NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="introZh" label={t('introZh')} rules={rules.introZh}>
            <Input.TextArea rows={3} maxLength={INTRO_MAX} showCount />
          </Form.Item>
          {/* No character count here: it would sit on top of the hint below the box. */}
          <Form.Item name="introEn" label={t('introEn')} rules={rules.introEn} extra={t('enOptional')}>
            <Input.TextArea rows={3} maxLength={INTRO_MAX} />
          </Form.Item>
          <Form.Item name="timeRange" label={t('timeRange')} rules={rules.timeRange} required>
            <TimeRangeField />
          </Form.Item>
          <Form.Item name="cover" label={t('cover')} rules={rules.cover}>
            <ImageUpload limit={1} />
          </Form.Item>
          <Form.Item name="content" label={t('content')} rules={rules.content} required>
            <RichTextEditor minHeight={240} label={t('content')} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('save')}
            </Button>
            <Button onClick={() => void closePage(ACTIVITY_LIST_PATH)}>{t('back')}</Button>
          </Space>
        </Form>
      </Flex>
    </Card>
  );
}
