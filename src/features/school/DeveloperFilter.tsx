import { Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { useDeveloperOptions } from './queries';

// The business-developer filter of the list: Form.Item gives it its value (a string, as kept in
// the address) and onChange.

export const DEVELOPER_FIELD = 'bdUserId';

interface Props {
  /** from Form.Item: the id its label points at */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

export function DeveloperFilter({ id, value, onChange }: Props) {
  const { t } = useTranslation('school');
  const developers = useDeveloperOptions();
  return (
    <Select
      id={id}
      allowClear
      showSearch={SEARCH_BY_LABEL}
      value={value}
      onChange={onChange}
      placeholder={t('developer')}
      aria-label={t('developer')}
      style={{ width: 160 }}
      loading={developers.isLoading}
      options={(developers.data ?? []).map((d) => ({ value: String(d.userId), label: d.name }))}
    />
  );
}
