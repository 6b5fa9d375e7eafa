import { DatePicker, Flex } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/DateRangePicker';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { dayOfText, textOfDay } from '@/utils/date-text';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Shown to the minute: seconds add nothing to an activity's time and cost width. */
const SHOWN = 'YYYY-MM-DD HH:mm';

type Range = [string, string] | null;

interface TimeRangeFieldProps {
  /** [start, end] as `yyyy-MM-dd HH:mm:ss`, what the backend keeps (and a local draft can store) */
  value?: Range;
  onChange?: (value: Range) => void;
  id?: string;
}

const asDay = (text: string | undefined) => dayOfText(text, FORMAT);
const asText = (day: Dayjs | null | undefined) => textOfDay(day, FORMAT) ?? '';

/**
 * The activity's start and end, picked to the minute; the form holds plain texts, not dates. On a
 * phone the two ends are two pickers one above the other: one range input is too narrow there to
 * show both.
 */
export function TimeRangeField({ value, onChange, id }: TimeRangeFieldProps) {
  const { t } = useTranslation('activity');
  const phone = usePhoneWidth();
  const [begin, end] = value ?? ['', ''];
  const change = (next: [string, string]) => onChange?.(next[0] || next[1] ? next : null);

  if (phone) {
    return (
      <Flex vertical gap="small">
        {(
          [
            [begin, t('beginTime'), (d: Dayjs | null) => change([asText(d), end])],
            [end, t('endTime'), (d: Dayjs | null) => change([begin, asText(d)])],
          ] as const
        ).map(([text, label, pick], i) => (
          <DatePicker
            key={label}
            id={i === 0 ? id : undefined}
            showTime={{ format: 'HH:mm' }}
            format={SHOWN}
            placeholder={label}
            aria-label={label}
            value={asDay(text)}
            onChange={pick}
            style={{ width: '100%' }}
          />
        ))}
      </Flex>
    );
  }
  return (
    <DateRangePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format={SHOWN}
      placeholder={[t('beginTime'), t('endTime')]}
      value={begin && end ? [asDay(begin), asDay(end)] : null}
      onChange={(days) => onChange?.(days?.[0] && days[1] ? [asText(days[0]), asText(days[1])] : null)}
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}
