import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisciplineOptions } from './queries';

interface Props {
  /** given by Form.Item, so its label names the select */
  id?: string;
  /** a filter keeps the id as the address's string, a form as a number */
  value?: number | string;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
  width?: number;
}

/** The disciplines by sort, named in the current language (filters and dialogs alike). */
export function DisciplineSelect({ id, value, onChange, allowClear, width }: Props) {
  const { t } = useTranslation('discipline');
  const options = useDisciplineOptions();
  return (
    <Select
      id={id}
      allowClear={allowClear}
      value={value === undefined || value === '' ? undefined : Number(value)}
      onChange={onChange}
      placeholder={t('selectDiscipline')}
      style={width ? { width } : undefined}
      loading={options.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      options={(options.data ?? []).map((d) => ({ value: d.disciplineId, label: d.disciplineName }))}
    />
  );
}
