import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/SafeHtml';
import { ActivityState } from './ActivityState';
import { useActivity } from './queries';
import { RegistrationForm } from './RegistrationForm';
import styles from './website.module.css';

/**
 * One activity: its cover, dates, state and content (sanitised: it is stored HTML), and the
 * registration form while it is in progress; before and after, why registering is not possible.
 */
export function ActivityDialog({ activityId, onClose }: { activityId: number | null; onClose: () => void }) {
  const { t } = useTranslation('website');
  const activity = useActivity(activityId);
  const data = activity.data;
  return (
    <Modal
      open={activityId !== null}
      title={data?.name ?? t('activities.loading')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {activity.isError ? <Alert type="error" showIcon title={t('activities.missing')} /> : null}
      {activity.isLoading ? <Spin style={{ display: 'block', padding: 32 }} /> : null}
      {data ? (
        <article className={styles.activityDetail}>
          {data.cover ? <img src={data.cover} alt="" className={styles.detailCover} /> : null}
          <p>
            <ActivityState state={data.state} />
            {t('activities.dates', { begin: data.beginTime, end: data.endTime })}
          </p>
          <p className={styles.intro}>{data.intro}</p>
          <SafeHtml html={data.content} className={styles.richText} />
          <h3 className={styles.formTitle}>{t('register.title')}</h3>
          {data.state === '1' ? (
            <RegistrationForm activityId={data.activityId} activityName={data.name} />
          ) : (
            <Alert type="info" showIcon title={t(data.state === '0' ? 'register.notStarted' : 'register.ended')} />
          )}
        </article>
      ) : null}
    </Modal>
  );
}
