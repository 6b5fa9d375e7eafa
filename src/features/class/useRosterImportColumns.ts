import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellCheck, ImportColumn } from '@/components/list';
import { useDict, type DictOption } from '@/hooks/useDict';
import { useRosterKeys } from './queries';
import type { RosterKind } from './types';

// The columns of the two roster imports of a class, checked as the backend checks them
// (docs/api.md "Classes, students and scores"): a student number is 1 to 20 letters, digits or
// "-", not taken by another class of the school; a score names a student of this class and is
// 0 to 100 with at most one decimal.

const STUDENT_NO = /^[A-Za-z0-9-]{1,20}$/;
const SCORE = /^\d{1,3}(\.\d)?$/;

const maxLength =
  (max: number) =>
  (text: string): CellCheck =>
    text.length > max ? { problem: 'widgets:import.problem.length', params: { min: 1, max } } : { value: text };

/** A dictionary value from its label (either language as shown) or its code. */
const dictLookup = (options: readonly DictOption[]) => (text: string) =>
  options.find((o) => o.dictLabel === text || o.dictValue === text)?.dictValue;

/** The import columns of one roster of a class, and whether what they check against has loaded. */
export function useRosterImportColumns(
  classId: number | null,
  kind: RosterKind,
): { columns: ImportColumn[]; ready: boolean } {
  const { t } = useTranslation('class');
  const keys = useRosterKeys(classId);
  const sexes = useDict('sys_user_sex');

  const columns = useMemo((): ImportColumn[] => {
    const classNos = new Set(keys.data?.classNos ?? []);
    const otherNos = new Set(keys.data?.otherNos ?? []);
    if (kind === 'scores')
      return [
        {
          key: 'studentNo',
          header: 'class:student.studentNo',
          example: keys.data?.classNos[0] ?? '202400100001',
          required: true,
          unique: true,
          lookup: (text) => (classNos.has(text) ? text : undefined),
        },
        {
          key: 'score',
          header: 'class:student.score',
          example: '86.5',
          required: true,
          parse: (text) =>
            SCORE.test(text) && Number(text) <= 100
              ? { value: Number(text) }
              : { problem: 'class:import.scoreInvalid' },
        },
      ];
    return [
      {
        key: 'studentNo',
        header: 'class:student.studentNo',
        example: '202400199999',
        required: true,
        unique: true,
        parse: (text) => {
          if (!STUDENT_NO.test(text)) return { problem: 'class:import.studentNoInvalid' };
          if (otherNos.has(text)) return { problem: 'class:import.otherClass' };
          return { value: text };
        },
      },
      {
        key: 'name',
        header: 'class:student.name',
        example: t('import.exampleName'),
        required: true,
        parse: maxLength(30),
      },
      { key: 'nameEn', header: 'class:student.nameEn', example: 'Li Hua', parse: maxLength(60) },
      { key: 'sex', header: 'class:student.sex', example: sexes[0]?.dictLabel ?? '', lookup: dictLookup(sexes) },
    ];
  }, [keys.data, kind, sexes, t]);

  return { columns, ready: keys.isSuccess };
}
