import { useTranslation } from 'react-i18next';
import { FilterSelect, type FilterSelectProps } from '@/components/FilterSelect';
import { useDeveloperOptions } from './queries';

export const DEVELOPER_FIELD = 'bdUserId';

/** The business-developer filter of the school list. */
export function DeveloperFilter(field: FilterSelectProps) {
  const { t } = useTranslation('school');
  const developers = useDeveloperOptions();
  return (
    <FilterSelect
      {...field}
      label={t('developer')}
      width={160}
      loading={developers.isLoading}
      options={(developers.data ?? []).map((d) => ({ value: String(d.userId), label: d.name }))}
    />
  );
}
