import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useAccountCandidates } from '../../queries';
import type { SchoolAccount } from '../../types';

interface Props {
  schoolId: number | undefined;
  /** the school's accounts as loaded, so their names show before any search */
  known: readonly SchoolAccount[];
  label: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

const labelOf = (a: SchoolAccount) => `${a.name} (${a.userName})`;

/**
 * Picks existing accounts for a school: users without a school or already at this one, found by
 * user name, name or phone. Names of accounts picked earlier stay while another search runs.
 */
export function AccountPicker({ schoolId, known, label, value, onChange }: Props) {
  const { t } = useTranslation('school');
  const [keyword, setKeyword] = useState('');
  const candidates = useAccountCandidates(schoolId, useDebouncedValue(keyword, 300));
  // the accounts picked in this session, remembered for their names
  const [remembered, setRemembered] = useState<SchoolAccount[]>([]);
  const options = useMemo(() => {
    const pool = [...known, ...remembered];
    const shown = new Map((candidates.data ?? []).map((a) => [a.userId, a]));
    for (const id of value ?? []) {
      const picked = pool.find((a) => a.userId === id);
      if (picked) shown.set(id, picked);
    }
    return [...shown.values()].map((a) => ({ value: a.userId, label: labelOf(a) }));
  }, [known, remembered, candidates.data, value]);
  const change = (ids: number[]) => {
    const pool = [...(candidates.data ?? []), ...remembered, ...known];
    setRemembered(ids.flatMap((id) => pool.find((a) => a.userId === id) ?? []));
    onChange?.(ids);
  };
  return (
    <Select
      mode="multiple"
      aria-label={label}
      value={value}
      onChange={change}
      // the server finds the accounts (by user name, name or phone), so antd filters nothing itself
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onBlur={() => setKeyword('')}
      loading={candidates.isFetching}
      placeholder={t('accounts.searchPlaceholder')}
      notFoundContent={t('accounts.noCandidates')}
      options={options}
    />
  );
}
