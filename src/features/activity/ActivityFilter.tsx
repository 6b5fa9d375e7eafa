import { useTranslation } from 'react-i18next';
import { IdSelect } from '@/components/IdSelect';
import { useActivityChoices } from './queries';

interface ActivityFilterProps {
  id?: string;
  value?: string;
  onChange?: (value: number | undefined) => void;
}

/** The registrations' activity filter: every activity by name, searchable. */
export function ActivityFilter(props: ActivityFilterProps) {
  const { t } = useTranslation('activity');
  const choices = useActivityChoices();
  return (
    <IdSelect
      {...props}
      allowClear
      width={240}
      placeholder={t('chooseActivity')}
      loading={choices.isLoading}
      choices={choices.data ?? []}
    />
  );
}
