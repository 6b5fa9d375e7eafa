import { useTranslation } from 'react-i18next';
import { IdSelect } from '@/components/IdSelect';
import { useDisciplineOptions } from './queries';

interface Props {
  id?: string;
  value?: number | string;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
  width?: number;
}

/** The disciplines by sort, named in the current language (filters and dialogs alike). */
export function DisciplineSelect(props: Props) {
  const { t } = useTranslation('discipline');
  const options = useDisciplineOptions();
  return (
    <IdSelect
      {...props}
      placeholder={t('selectDiscipline')}
      loading={options.isLoading}
      choices={(options.data ?? []).map((d) => ({ value: d.disciplineId, label: d.disciplineName }))}
    />
  );
}
