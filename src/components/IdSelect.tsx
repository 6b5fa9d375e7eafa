import { Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';

/** A record to choose by its numeric id, named in the current language. */
export interface IdChoice {
  value: number;
  label: string;
}

interface Props {
  choices: readonly IdChoice[];
  /** given by Form.Item, so its label names the select */
  id?: string;
  /**
   * a filter keeps the id as the address's string, a form as a number: both show the same choice;
   * null (a record without the link, as the server sends it) shows none
   */
  value?: number | string | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  loading?: boolean;
  width?: number;
}

/** A searchable select of records by id (schools, classes, disciplines...), in a filter or a form. */
export function IdSelect({ choices, id, value, onChange, placeholder, allowClear, loading, width }: Props) {
  return (
    <Select
      id={id}
      allowClear={allowClear}
      value={value === undefined || value === null || value === '' ? undefined : Number(value)}
      onChange={onChange}
      placeholder={placeholder}
      loading={loading}
      style={width ? { width } : undefined}
      showSearch={SEARCH_BY_LABEL}
      options={[...choices]}
    />
  );
}
