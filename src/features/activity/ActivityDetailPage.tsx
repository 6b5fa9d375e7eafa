import { Button, Card, Divider, Result, Space } from 'antd';
import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Access } from '@/components/Access';
import PageLoading from '@/components/PageLoading';
import { useClosePage } from '@/hooks/useClosePage';
import { useRecordId } from '@/router/current-page';
import { ActivityRegistrations } from './ActivityRegistrations';
import { ActivityView } from './ActivityView';
import { ACTIVITY_LIST_PATH, activityEditPath } from './paths';
import { ACTIVITY_PERMS, REGISTRATION_PERMS } from './perms';
import { useActivity } from './queries';
import { LoadFailed } from '@/components/LoadFailed';

/**
 * `admin/activity/detail` at /admin/activity/detail/:id: the activity as the public will see it,
 * and below it the people who registered (for those who may see registrations).
 */
export default function ActivityDetailPage() {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const closePage = useClosePage();
  const activityId = useRecordId('id');
  const activity = useActivity(activityId);

  if (activityId === null) return <Result status="404" subTitle={t('unknown')} />;
  if (activity.isError) {
    return <LoadFailed error={activity.error} notFound={t('unknown')} onRetry={() => void activity.refetch()} />;
  }
  if (!activity.data) return <PageLoading />;

  return (
    <Card
      variant="borderless"
      title={t('detailTitle')}
      extra={
        <Space wrap>
          <Access permission={ACTIVITY_PERMS.edit}>
            <Button icon={<EditOutlined />} onClick={() => void navigate(activityEditPath(activityId))}>
              {t('widgets:list.edit')}
            </Button>
          </Access>
          <Button icon={<CloseOutlined />} onClick={() => void closePage(ACTIVITY_LIST_PATH)}>
            {t('back')}
          </Button>
        </Space>
      }
    >
      <ActivityView activity={activity.data} />
      <Access permission={REGISTRATION_PERMS.list}>
        <Divider />
        <ActivityRegistrations activityId={activityId} />
      </Access>
    </Card>
  );
}
