import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/list/confirm';
import { useListAction } from './useListAction';
import { useStableCallback } from './useStableCallback';

export interface CrudOptions<R, F> {
  /** the list's query key (refreshed after every write) */
  key: QueryKey;
  /** the record's id field: a form carrying it is an update, else a create */
  idField: keyof R & keyof F & string;
  /** the field that names a record in the delete question */
  nameField: keyof R & string;
  /** names a record in the delete question when its name field alone does not (e.g. by language) */
  nameOf?: (record: R) => string;
  save?: (form: F) => Promise<unknown>;
  /** deletes by the (numeric) ids */
  remove?: (ids: number[]) => Promise<unknown>;
}

/**
 * The usual writes of a list screen: `save` (create or update, says 新增成功/修改成功) and
 * `askDelete` (asks naming the records, deletes, says 删除成功). Both resolve true when done.
 * It also keeps the rows selected for a bulk delete (`selected`, `setSelected`, for ListTable's
 * selection), and a delete that went through clears them. `save` and `askDelete` keep their
 * identity across renders, so columns built once may capture them.
 */
export function useCrudActions<R extends object, F extends object>({
  key,
  idField,
  nameField,
  nameOf = (record) => String(record[nameField]),
  save,
  remove,
}: CrudOptions<R, F>) {
  const { t } = useTranslation('widgets');
  const [selected, setSelected] = useState<R[]>([]);
  const isUpdate = (form: F) => {
    const id = form[idField] as unknown;
    return id !== undefined && id !== null && id !== '';
  };
  const saveAction = useListAction(
    key,
    (form: F) => (save ? save(form) : Promise.reject(new Error('no save call'))),
    (form) => t(isUpdate(form) ? 'list.edited' : 'list.added'),
  );
  const removeAction = useListAction(
    key,
    (ids: number[]) => (remove ? remove(ids) : Promise.reject(new Error('no delete call'))),
    t('list.deleted'),
  );
  const askDelete = useStableCallback(async (records: R[]): Promise<boolean> => {
    if (!records.length || !(await confirmDelete(records.map(nameOf)))) return false;
    const removed = await removeAction(records.map((r) => Number(r[idField])));
    if (removed) setSelected([]);
    return removed;
  });
  return { save: saveAction, askDelete, selected, setSelected };
}
