import { useCrudActions, useEditDialog } from '@/components/list';
import { useClassArea } from './area';
import { ClassDialog } from './ClassDialog';
import { ClassList } from './ClassList';
import { CLASS_PERMS } from './perms';
import { useClassOptions } from './queries';
import type { ClassForm, ClassRecord } from './types';

/** `admin/class/index`: the class list, each class added and edited in a dialog. */
export default function ClassPage() {
  const options = useClassOptions();
  const { api, keys } = useClassArea();
  const dialog = useEditDialog<ClassRecord>();
  const { save } = useCrudActions<ClassRecord, ClassForm>({
    key: keys.all,
    idField: 'classId',
    nameField: 'className',
    save: api.saveClass,
  });
  return (
    <ClassList
      perms={CLASS_PERMS}
      tableId="admin-class"
      onEdit={(record) => (record ? dialog.openEdit(record) : dialog.openCreate())}
    >
      <ClassDialog
        open={dialog.open}
        record={dialog.record}
        options={options.data}
        onSubmit={save}
        onClose={dialog.close}
      />
    </ClassList>
  );
}
