import { Select } from 'antd';
import { MENU_ICONS } from '@contract/menu-icons';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { MenuIcon } from '@/layout/menu-icons';
import styles from './menu-page.module.css';

const OPTIONS = MENU_ICONS.map((name) => ({
  value: name,
  label: (
    <span className={styles.iconOption}>
      <MenuIcon name={name} />
      {name}
    </span>
  ),
  searchText: name,
}));

interface Props {
  /** the form item's field id, so that its label names the picker */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/** One of the icons the sidebar draws (contract/menu-icons.ts), each shown beside its name. */
export function IconPicker({ id, value, onChange, placeholder }: Props) {
  return (
    <Select
      id={id}
      showSearch={SEARCH_BY_LABEL}
      allowClear
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? '')}
      options={OPTIONS}
      placeholder={placeholder}
    />
  );
}
