import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from '@contract/grades';
import { label, listQuery, optionalChoice, optionalInt, pathId, text } from '@contract/input';

// What the resource library's calls take (docs/api.md "Resource library").

export const resourceListQuery = listQuery({
  disciplineId: optionalInt(label('学科', 'Discipline')),
  subjectId: optionalInt(label('科目', 'Subject')),
  grade: optionalInt(label('年级', 'Grade'), { min: GRADE_MIN, max: GRADE_MAX }),
  resourceType: optionalChoice(label('资源类型', 'Resource type'), ['1', '2', '3', '4', '5', '6']),
  text: text(label('搜索', 'Search')),
});
export type ResourceFilters = Pick<
  z.output<typeof resourceListQuery>,
  'disciplineId' | 'subjectId' | 'grade' | 'resourceType'
>;

export const oneResource = z.object({ resourceId: pathId(label('资源编号', 'Resource id')) });
