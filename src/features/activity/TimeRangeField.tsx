import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface TimeRangeFieldProps {
  /** [start, end] as `yyyy-MM-dd HH:mm:ss`, what the backend keeps (and a local draft can store) */
  value?: [string, string] | null;
  onChange?: (value: [string, string] | null) => void;
  id?: string;
}

/** The activity's start and end, picked to the minute; the form holds plain texts, not dates. */
export function TimeRangeField({ value, onChange, id }: TimeRangeFieldProps) {
  const { t } = useTranslation('activity');
  return (
    <DatePicker.RangePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format={FORMAT}
      placeholder={[t('beginTime'), t('endTime')]}
      value={value?.[0] && value[1] ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(_, [begin, end]) => onChange?.(begin && end ? [begin, end] : null)}
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}
