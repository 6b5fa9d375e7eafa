import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '@/components/IdSelect';
import type { PeopleOptions } from './types';

/**
 * The school filter of a staff list (a `schoolId` filter inside SearchForm), shown only to those
 * who see several schools: school staff only ever see their own.
 */
export function SchoolFilter({ schools }: { schools: PeopleOptions['schools'] }) {
  const { t } = useTranslation('people');
  if (schools.length < 2) return null;
  return (
    <Form.Item name="schoolId" label={t('school')}>
      <IdSelect
        allowClear
        width={200}
        placeholder={t('selectSchool')}
        choices={schools.map((s) => ({ value: s.schoolId, label: s.schoolName }))}
      />
    </Form.Item>
  );
}
