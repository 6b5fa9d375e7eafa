import { Descriptions, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictLabel, useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { useCourseOptions, useDeveloperOptions } from '../../queries';
import type { SchoolForm } from '../../types';

/** Step 4: what will be saved, to check before Complete. */
export function SummaryStep() {
  const { t } = useTranslation('school');
  const values = (Form.useWatch([], { preserve: true }) ?? {}) as SchoolForm;
  const types = useDict('school_type');
  const stages = useDict('school_stage');
  const developers = useDeveloperOptions();
  const courses = useCourseOptions();
  const language = currentLanguage();
  const none = t('summary.none');
  const developer = developers.data?.find((d) => d.userId === values.bdUserId);
  const chosen = (courses.data ?? []).filter((c) => values.courseIds?.includes(c.courseId));
  const accounts = (picked: number[] | undefined, created: unknown[] | undefined) =>
    t('summary.accounts', { picked: picked?.length ?? 0, created: created?.length ?? 0 });

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph>{t('summary.intro')}</Typography.Paragraph>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('schoolName')}>{values.schoolName || none}</Descriptions.Item>
        <Descriptions.Item label={t('schoolNameEn')}>{values.schoolNameEn || none}</Descriptions.Item>
        <Descriptions.Item label={t('schoolType')}>
          {values.schoolType ? dictLabel(types, values.schoolType) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('schoolStage')}>
          {values.schoolStage?.length ? values.schoolStage.map((s) => dictLabel(stages, s)).join(', ') : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('developer')}>{developer?.name ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('manager')}>
          {inLanguage(language, values.manager, values.managerEn) || none}
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.admins')}>
          {accounts(values.adminIds, values.newAdmins)}
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.principals')}>
          {accounts(values.principalIds, values.newPrincipals)}
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.teachers')}>
          {accounts(values.teacherIds, values.newTeachers)}
        </Descriptions.Item>
        <Descriptions.Item label={t('courses.label')}>
          {chosen.length ? chosen.map((c) => inLanguage(language, c.title, c.titleEn)).join(', ') : none}
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
