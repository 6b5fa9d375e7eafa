import { Descriptions, Image, List, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/DictTag';
import { gradeRange } from '@/features/course';
import { useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { AidContent, TeachingAidDetail } from './types';
import styles from './shop.module.css';

/** What is known about an aid, for the drawer and the demo page: photos, facts, contents, courses. */
export function AidFacts({ aid }: { aid: TeachingAidDetail }) {
  const { t } = useTranslation('shop');
  const language = currentLanguage();
  const kinds = useDict('teaching_aid_kind');
  const name = inLanguage(language, aid.nameZh, aid.nameEn);
  return (
    <>
      <Image.PreviewGroup>
        <div className={styles.photos}>
          {aid.photos.map((photo, i) => (
            <Image
              key={photo + i}
              src={photo}
              alt={t('photoOf', { name, n: i + 1 })}
              width={160}
              height={120}
              className={styles.photo}
            />
          ))}
        </div>
      </Image.PreviewGroup>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'kind', label: t('kind'), children: <DictTag options={kinds} value={aid.kind} /> },
          {
            key: 'discipline',
            label: t('course:discipline'),
            children: inLanguage(language, aid.disciplineName, aid.disciplineNameEn),
          },
          { key: 'grades', label: t('grades'), children: gradeRange(t, aid.gradeStart, aid.gradeEnd) },
        ]}
      />
      <Typography.Paragraph>{inLanguage(language, aid.descriptionZh, aid.descriptionEn)}</Typography.Paragraph>
      <Typography.Title level={5}>{t('contents')}</Typography.Title>
      <Table<AidContent>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={aid.contents}
        columns={[
          { key: 'name', title: t('item'), render: (_, c) => inLanguage(language, c.name, c.nameEn) },
          { key: 'quantity', title: t('quantity'), dataIndex: 'quantity', width: 90 },
        ]}
      />
      <Typography.Title level={5} className={styles.section}>
        {t('courses', { count: aid.courses.length })}
      </Typography.Title>
      {aid.courses.length ? (
        <List
          size="small"
          dataSource={aid.courses}
          rowKey="courseId"
          renderItem={(c) => <List.Item>{inLanguage(language, c.title, c.titleEn)}</List.Item>}
        />
      ) : (
        <Typography.Text type="secondary">{t('noCourses')}</Typography.Text>
      )}
    </>
  );
}
