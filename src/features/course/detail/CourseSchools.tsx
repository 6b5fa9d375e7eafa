import { useState } from 'react';
import { Button, List, Select, Space, Typography } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import { confirmAction, useListAction } from '@/components/list';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { associateSchools, dissociateSchools } from '../api';
import { COURSE_PERMS } from '../perms';
import { courseKeys, useCourseSchools } from '../queries';
import type { CourseSchool } from '../types';

/**
 * The schools that use the course. Holders of admin:course:edit associate more (several at once)
 * and dissociate one after a confirmation naming it; the list's school count follows.
 */
export function CourseSchools({ courseId, courseTitle }: { courseId: number; courseTitle: string }) {
  const { t } = useTranslation('course');
  const language = currentLanguage();
  const schools = useCourseSchools(courseId);
  const [chosen, setChosen] = useState<number[]>([]);
  const nameOf = (s: CourseSchool) => inLanguage(language, s.schoolName, s.schoolNameEn);
  const associate = useListAction(
    courseKeys.all,
    (ids: number[]) => associateSchools(courseId, ids),
    t('detail.associated'),
  );
  const dissociate = useListAction(
    courseKeys.all,
    (ids: number[]) => dissociateSchools(courseId, ids),
    t('detail.dissociated'),
  );

  const askDissociate = async (school: CourseSchool) => {
    if (await confirmAction(t('detail.confirmDissociate', { school: nameOf(school), course: courseTitle })))
      await dissociate([school.schoolId]);
  };
  const add = async () => {
    if (await associate(chosen)) setChosen([]);
  };

  const candidates = schools.data?.candidates ?? [];
  return (
    <section aria-label={t('detail.schools')}>
      <Access permission={COURSE_PERMS.edit}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            mode="multiple"
            allowClear
            showSearch={SEARCH_BY_LABEL}
            value={chosen}
            onChange={setChosen}
            style={{ minWidth: 280 }}
            placeholder={t('detail.chooseSchools')}
            aria-label={t('detail.chooseSchools')}
            options={candidates.map((s) => ({ value: s.schoolId, label: nameOf(s) }))}
          />
          <Button type="primary" disabled={!chosen.length} onClick={() => void add()}>
            {t('detail.associate')}
          </Button>
        </Space>
      </Access>
      <List
        loading={schools.isLoading}
        locale={{ emptyText: t('detail.noSchools') }}
        dataSource={schools.data?.schools ?? []}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Access key="dissociate" permission={COURSE_PERMS.edit}>
                <Button
                  type="link"
                  danger
                  size="small"
                  aria-label={t('detail.dissociateSchool', { name: nameOf(s) })}
                  onClick={() => void askDissociate(s)}
                >
                  {t('detail.dissociate')}
                </Button>
              </Access>,
            ]}
          >
            <Typography.Text>{nameOf(s)}</Typography.Text>
          </List.Item>
        )}
      />
    </section>
  );
}
