import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CellCheck, ImportColumn } from '@/components/list';
import { fetchEveryRow } from '@/components/list/spreadsheet/export-columns';
import { dictLabel, useDict, type DictOption } from '@/hooks/useDict';
import { isEmail, isMobilePhone } from '@/utils/contact';
import { users } from './api';
import { useUserDetail, userKeys } from './queries';

// The columns of the users import, checked as the create dialog and the backend check them
// (docs/api.md "Users"): usernames, phone numbers and emails unique, roles the caller may assign.

const lengthCheck =
  (min: number, max: number, problem = 'widgets:import.problem.length') =>
  (text: string): CellCheck =>
    text.length < min || text.length > max ? { problem, params: { min, max } } : { value: text };

const shapeCheck =
  (test: (text: string) => boolean, problem: string) =>
  (text: string): CellCheck =>
    test(text) ? { value: text } : { problem };

/** A dictionary value from its label (current language) or its code. */
const dictLookup = (options: readonly DictOption[]) => (text: string) =>
  options.find((o) => o.dictLabel === text || o.dictValue === text)?.dictValue;

const lowerSet = (values: Array<string | undefined>) =>
  new Set(values.filter((v): v is string => !!v).map((v) => v.toLowerCase()));

/** The import columns, and whether what they check against (users, roles, dictionaries) has loaded. */
export function useUserImportColumns(open: boolean): { columns: ImportColumn[]; ready: boolean } {
  const { t } = useTranslation('system');
  const roles = useUserDetail(null, open);
  const existing = useQuery({
    queryKey: userKeys.of('every'),
    queryFn: () => fetchEveryRow(users.list, { pageNum: 1, pageSize: 500, params: {} }),
    enabled: open,
  });
  const sexes = useDict('sys_user_sex');
  const statuses = useDict('sys_normal_disable');

  const columns = useMemo((): ImportColumn[] => {
    const users = existing.data ?? [];
    const names = lowerSet(users.map((u) => u.userName));
    const phones = lowerSet(users.map((u) => u.phonenumber));
    const emails = lowerSet(users.map((u) => u.email));
    const options = (roles.data?.roles ?? []).filter((r) => r.status === '0');
    const exampleRole = options.find((r) => r.roleKey === 'teacher') ?? options[0];
    return [
      {
        key: 'userName',
        header: 'system:user.userName',
        example: 'lihua',
        required: true,
        unique: true,
        parse: lengthCheck(2, 20, 'system:user.userNameLength'),
        exists: (text) => names.has(text.toLowerCase()),
      },
      {
        key: 'name',
        header: 'system:user.name',
        example: t('user.importExampleName'),
        required: true,
        parse: lengthCheck(1, 30),
      },
      { key: 'nickName', header: 'system:user.nickName', example: '', parse: lengthCheck(1, 30) },
      {
        key: 'password',
        header: 'system:user.password',
        example: '',
        parse: lengthCheck(5, 20, 'system:user.passwordLength'),
      },
      {
        key: 'phonenumber',
        header: 'system:user.phonenumber',
        example: '13800001234',
        unique: true,
        parse: shapeCheck(isMobilePhone, 'system:user.phoneInvalid'),
        exists: (text) => phones.has(text),
      },
      {
        key: 'email',
        header: 'system:user.email',
        example: 'lihua@example.com',
        unique: true,
        parse: shapeCheck(isEmail, 'system:user.emailInvalid'),
        exists: (text) => emails.has(text.toLowerCase()),
      },
      { key: 'sex', header: 'system:user.sex', example: dictLabel(sexes, '1'), lookup: dictLookup(sexes) },
      { key: 'status', header: 'widgets:list.status', example: dictLabel(statuses, '0'), lookup: dictLookup(statuses) },
      {
        key: 'roleIds',
        header: 'system:user.roles',
        example: exampleRole?.roleName ?? '',
        required: true,
        several: true,
        lookup: (text) => options.find((r) => r.roleName === text || r.roleKey === text)?.roleId,
      },
      { key: 'remark', header: 'widgets:list.remark', example: '', parse: lengthCheck(0, 500) },
    ];
  }, [existing.data, roles.data, sexes, statuses, t]);

  return { columns, ready: existing.isSuccess && roles.isSuccess };
}
