import { Select, type SelectProps } from 'antd';
import { dictSelectOptions, useDict } from '@/hooks/useDict';
import { SEARCH_BY_LABEL } from './select-search';

export interface DictSelectProps extends Omit<SelectProps<string>, 'options' | 'showSearch'> {
  /** the dictionary type, e.g. sys_normal_disable */
  type: string;
  /** typing filters the entries by their label; a multiple select always can */
  showSearch?: boolean;
}

/** A select over a dictionary's entries (filters and forms). */
export function DictSelect({ type, showSearch, ...props }: DictSelectProps) {
  const options = useDict(type);
  const searchable = showSearch ?? props.mode !== undefined;
  return (
    <Select
      allowClear
      {...props}
      showSearch={searchable ? SEARCH_BY_LABEL : false}
      options={dictSelectOptions(options)}
    />
  );
}
