import { Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { ApprovalSchool } from './types';

interface Props {
  schools: readonly ApprovalSchool[];
  /** from Form.Item: the id its label points at */
  id?: string;
  /** Form.Item gives the value (a string, as kept in the address) and onChange */
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** The school filter, for those who look after more than one school. */
export function SchoolFilter({ schools, id, value, onChange }: Props) {
  const { t } = useTranslation('approval');
  const language = currentLanguage();
  return (
    <Select
      id={id}
      allowClear
      showSearch={SEARCH_BY_LABEL}
      value={value}
      onChange={onChange}
      placeholder={t('column.school')}
      aria-label={t('column.school')}
      style={{ width: 220 }}
      options={schools.map((s) => ({
        value: String(s.schoolId),
        label: inLanguage(language, s.schoolName, s.schoolNameEn),
      }))}
    />
  );
}
