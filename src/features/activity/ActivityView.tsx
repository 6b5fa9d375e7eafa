import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/SafeHtml';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { ActivityCover } from './ActivityCover';
import { ActivityStateTag } from './ActivityStateTag';
import type { Activity } from './types';
import styles from './activity.module.css';

/**
 * An activity as the public will see it: cover, name, intro, time and state, and its content,
 * sanitised (stored rich text never runs a script here).
 */
export function ActivityView({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activity');
  const language = currentLanguage();
  const name = inLanguage(language, activity.nameZh ?? activity.name, activity.nameEn);
  const intro = inLanguage(language, activity.introZh ?? activity.intro, activity.introEn);
  return (
    <article aria-label={name}>
      <div className={styles.view}>
        <ActivityCover activity={activity} width="100%" />
        <Flex vertical gap="small">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'time', label: t('timeRange'), children: `${activity.beginTime} ~ ${activity.endTime}` },
              { key: 'state', label: t('state'), children: <ActivityStateTag state={activity.state} /> },
            ]}
          />
        </Flex>
      </div>
      <Typography.Title level={4}>{t('content')}</Typography.Title>
      <SafeHtml as="section" className={styles.content} html={activity.content} />
    </article>
  );
}
