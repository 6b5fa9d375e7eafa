import { Select } from 'antd';

export interface SchoolChoice {
  schoolId: number;
  schoolName: string;
}

interface Props {
  /** given by Form.Item, so its label names the select */
  id?: string;
  schools: readonly SchoolChoice[];
  /** a filter keeps the id as the address's string, a form as a number */
  value?: number | string;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  width?: number;
}

/** A select of the schools a screen's backend said the user sees (names in the current language). */
export function SchoolSelect({ id, schools, value, onChange, placeholder, allowClear, width }: Props) {
  return (
    <Select
      id={id}
      allowClear={allowClear}
      value={value === undefined || value === '' ? undefined : Number(value)}
      onChange={onChange}
      placeholder={placeholder}
      style={width ? { width } : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      options={schools.map((s) => ({ value: s.schoolId, label: s.schoolName }))}
    />
  );
}
