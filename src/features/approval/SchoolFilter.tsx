import { useTranslation } from 'react-i18next';
import { FilterSelect, type FilterSelectProps } from '@/components/FilterSelect';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { ApprovalSchool } from './types';

interface Props extends FilterSelectProps {
  schools: readonly ApprovalSchool[];
}

/** The school filter, for those who look after more than one school. */
export function SchoolFilter({ schools, ...field }: Props) {
  const { t } = useTranslation('approval');
  const language = currentLanguage();
  return (
    <FilterSelect
      {...field}
      label={t('column.school')}
      width={220}
      options={schools.map((s) => ({
        value: String(s.schoolId),
        label: inLanguage(language, s.schoolName, s.schoolNameEn),
      }))}
    />
  );
}
