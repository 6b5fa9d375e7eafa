import { Select, type SelectProps } from 'antd';
import { dictSelectOptions, useDict } from '@/hooks/useDict';

export interface DictSelectProps extends Omit<SelectProps<string>, 'options'> {
  /** the dictionary type, e.g. sys_normal_disable */
  type: string;
}

/** A select over a dictionary's entries (filters and forms). */
export function DictSelect({ type, ...props }: DictSelectProps) {
  const options = useDict(type);
  return <Select allowClear {...props} options={dictSelectOptions(options)} />;
}
