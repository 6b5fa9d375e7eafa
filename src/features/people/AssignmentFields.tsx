import { Form, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import type { PeopleOptions } from './types';

interface Props {
  /** the member's school's courses and classes; undefined while they load */
  options: Pick<PeopleOptions, 'courses' | 'classes'> | undefined;
  loading: boolean;
}

/**
 * The courses and classes of one member of staff, with the backend's rule: at least one of each,
 * of their own school. Used by the people screen's dialog and the school members' teacher page.
 */
export function AssignmentFields({ options, loading }: Props) {
  const { t } = useTranslation('people');
  const atLeastOne = (what: string) => ({
    required: true,
    type: 'array' as const,
    min: 1,
    message: t('atLeastOne', { what }),
  });
  return (
    <>
      <Form.Item name="courseIds" label={t('courses')} rules={[atLeastOne(t('course'))]}>
        <Select
          mode="multiple"
          placeholder={t('selectCourses')}
          loading={loading}
          showSearch={SEARCH_BY_LABEL}
          options={(options?.courses ?? []).map((c) => ({ value: c.courseId, label: c.title }))}
        />
      </Form.Item>
      <Form.Item name="classIds" label={t('classes')} rules={[atLeastOne(t('class'))]}>
        <Select
          mode="multiple"
          placeholder={t('selectClasses')}
          loading={loading}
          showSearch={SEARCH_BY_LABEL}
          options={(options?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
    </>
  );
}
