import { List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resourceDetailPath } from '@/features/resource';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { LessonResource } from '../types';

/** The library's resources that use this lesson, each opening its page in the library. */
export function LessonResources({ resources }: { resources: readonly LessonResource[] }) {
  const { t } = useTranslation('teacher');
  const language = currentLanguage();
  if (!resources.length) return null;
  return (
    <section>
      <Typography.Title level={5}>{t('files.library')}</Typography.Title>
      <List
        size="small"
        aria-label={t('files.library')}
        dataSource={[...resources]}
        renderItem={(r) => (
          <List.Item>
            <Link to={resourceDetailPath(r.resourceId)}>{inLanguage(language, r.title, r.titleEn)}</Link>
          </List.Item>
        )}
      />
    </section>
  );
}
