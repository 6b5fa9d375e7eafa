import { List, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { TeacherClass } from '../types';

/** The classes the teacher teaches: name, grade, students and school. */
export function MyClasses({ classes }: { classes: readonly TeacherClass[] }) {
  const { t } = useTranslation('teacher');
  const language = currentLanguage();
  return (
    <List
      aria-label={t('home.classesLabel')}
      grid={{ gutter: 16, xs: 1, sm: 2, lg: 3, xl: 4 }}
      dataSource={[...classes]}
      renderItem={(c) => (
        <List.Item>
          <List.Item.Meta
            avatar={<TeamOutlined aria-hidden />}
            title={inLanguage(language, c.className, c.classNameEn)}
            description={
              <Typography.Text type="secondary">
                {t('home.classFacts', {
                  grade: t(`course:grade.g${c.grade}`),
                  count: c.studentCount,
                  school: inLanguage(language, c.schoolName, c.schoolNameEn),
                })}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
