import { ClassList } from '@/features/class';
import { memberClassEditPath } from './paths';
import { MEMBER_CLASS_PERMS } from './perms';
import { WithMemberClasses } from './WithMemberClasses';

/** Importing a roster changes the class: the members' screens have no separate import permission. */
const PERMS = { ...MEMBER_CLASS_PERMS, import: MEMBER_CLASS_PERMS.edit };

/**
 * `user/member/classIndex`: the classes of the caller's own school (the administrator: every
 * school, with a school filter), with the classes screen's list, rosters and detail on the
 * members' calls; a class is added and edited on its own page.
 */
export default function MemberClassPage() {
  return (
    <WithMemberClasses>
      <ClassList perms={PERMS} tableId="member-class" editorPath={memberClassEditPath} />
    </WithMemberClasses>
  );
}
