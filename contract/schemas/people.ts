import { z } from 'zod';
import { idsOrText, int, label, listQuery, pathIds, text } from '@contract/input';

// What the people screen's calls take (docs/api.md "People").

export const STAFF = label('人员', 'Staff member');
const SCHOOL = label('学校', 'School');

export const peopleListQuery = listQuery({
  schoolId: text(SCHOOL),
  name: text(label('姓名', 'Name')),
  /** '1' assigned, '0' not, anything else either */
  assigned: text(label('分配情况', 'Assignment')),
});

/** The courses and classes a member of a school teaches (checked against the school in ./assignments.ts). */
export const ASSIGNMENT = {
  courseIds: idsOrText(label('课程', 'Course')),
  classIds: idsOrText(label('班级', 'Class')),
};
export type Assignment = z.output<z.ZodObject<typeof ASSIGNMENT>>;

export const personAssigned = z.object({ userId: int(STAFF, { min: 1 }), ...ASSIGNMENT });

export const somePeople = z.object({ userIds: pathIds(STAFF) });
