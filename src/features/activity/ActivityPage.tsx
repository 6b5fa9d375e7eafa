import { useCallback } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { confirmAction, CrudScreen, defineFilters, dictColumn, useCrudList, useListAction } from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { useScreenName } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { activities, publishActivity } from './api';
import { ActivityCover } from './ActivityCover';
import { activityDetailPath, activityEditPath } from './paths';
import { ACTIVITY_PERMS } from './perms';
import { activityKeys } from './queries';
import type { Activity, ActivityForm } from './types';

const FILTERS = defineFilters([
  { name: 'name', kind: 'text', label: 'activity:name' },
  { name: 'state', kind: 'dict', label: 'activity:state', dictType: 'activity_state', width: 140 },
  {
    name: 'published',
    kind: 'select',
    label: 'activity:publication',
    width: 140,
    options: [
      { value: '1', label: 'activity:published' },
      { value: '0', label: 'activity:unpublished' },
    ],
  },
]);

/**
 * `admin/activity/index`: the activities with their time state (computed from the date range),
 * publication and registration count; add, edit, delete, publish and export by permission.
 */
export default function ActivityPage() {
  const { t } = useTranslation('activity');
  const language = currentLanguage();
  const navigate = useNavigate();
  const states = useDict('activity_state');
  const publishedText = useCallback(
    ({ published }: { published: boolean }) => t(published ? 'publishedDone' : 'unpublishedDone'),
    [t],
  );
  const publish = useListAction(activityKeys.all, publishActivity, publishedText);
  const nameOf = (a: Activity) => inLanguage(language, a.nameZh ?? a.name, a.nameEn);
  const askPublish = async (a: Activity) => {
    if (await confirmAction(t(a.published ? 'confirmUnpublish' : 'confirmPublish', { name: nameOf(a) }))) {
      await publish({ activityId: a.activityId, published: !a.published });
    }
  };
  const crud = useCrudList<Activity, ActivityForm>({
    resource: activities, // saved by its editor page
    queryKey: activityKeys.list(),
    writeKey: activityKeys.all,
    filters: FILTERS,
    perms: ACTIVITY_PERMS,
    nameField: 'name',
    nameOf,
    selectable: false,
    editorPath: activityEditPath,
    tableId: 'admin-activity',
    exportName: useScreenName(t('listTitle')),
    columns: ({ pinnedActions }) => [
      { key: 'cover', title: t('cover'), width: 90, render: (_, a) => <ActivityCover activity={a} width={64} /> },
      { key: 'name', title: t('name'), width: 220, render: (_, a) => nameOf(a), exportValue: nameOf },
      { key: 'intro', title: t('intro'), dataIndex: 'intro', width: 240, ellipsis: true },
      {
        key: 'timeRange',
        title: t('timeRange'),
        width: 180,
        render: (_, a) => (
          <>
            {a.beginTime}
            <br />
            {a.endTime}
          </>
        ),
        exportValue: (a) => `${a.beginTime} ~ ${a.endTime}`,
      },
      dictColumn('state', t('state'), states, 100),
      {
        key: 'published',
        title: t('publication'),
        width: 100,
        render: (_, a) => (a.published ? <Tag color="success">{t('published')}</Tag> : <Tag>{t('unpublished')}</Tag>),
        exportValue: (a) => t(a.published ? 'published' : 'unpublished'),
      },
      { key: 'publisher', title: t('publisher'), dataIndex: 'publisher', width: 100 },
      { key: 'publishDate', title: t('publishDate'), dataIndex: 'publishDate', width: 170 },
      { key: 'registrationCount', title: t('registrationCount'), dataIndex: 'registrationCount', width: 100 },
      pinnedActions(
        (a) => ({
          more: [
            {
              label: t('details'),
              permission: ACTIVITY_PERMS.query,
              onClick: () => void navigate(activityDetailPath(a.activityId)),
            },
            {
              label: t(a.published ? 'unpublish' : 'publish'),
              permission: ACTIVITY_PERMS.edit,
              onClick: () => void askPublish(a),
            },
          ],
        }),
        200,
      ),
    ],
    columnDeps: [t, language, states, navigate, publish],
  });

  return <CrudScreen crud={crud} scrollX={1500} />;
}
