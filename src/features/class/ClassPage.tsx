import { ClassList } from './ClassList';
import { CLASS_PERMS } from './perms';

/** `admin/class/index`: the class list, each class added and edited in a dialog. */
export default function ClassPage() {
  return <ClassList perms={CLASS_PERMS} tableId="admin-class" />;
}
