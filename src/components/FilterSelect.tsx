import { Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';

export interface FilterSelectProps {
  /** from Form.Item: the id its label points at */
  id?: string;
  /** from Form.Item: the value (a string, as kept in the address) and onChange */
  value?: string;
  onChange?: (value: string | undefined) => void;
}

interface Props extends FilterSelectProps {
  /** shown while nothing is chosen, and the select's accessible name */
  label: string;
  width: number;
  options: { value: string; label: string }[];
  loading?: boolean;
}

/** One choice of a list's filter form: searchable by its labels, clearable, named by its label. */
export function FilterSelect({ label, width, ...select }: Props) {
  return (
    <Select
      {...select}
      allowClear
      showSearch={SEARCH_BY_LABEL}
      placeholder={label}
      aria-label={label}
      style={{ width }}
    />
  );
}
