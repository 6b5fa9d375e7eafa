import { z } from 'zod';
import { int, label, listQuery, optionalInt, pathId, pathIds, text } from '@contract/input';

// What the discipline, subject and discipline leader calls take (docs/api.md "Disciplines,
// subjects and discipline leaders").

const DISCIPLINE_ID = label('学科编号', 'Discipline id');
const SUBJECT_ID = label('科目编号', 'Subject id');
const LEADER_ID = label('编号', 'Id');
const OWNING_DISCIPLINE = label('所属学科', 'Discipline');
const SORT = int(label('排序', 'Sort order'), { min: 0, max: 9999 });
const NAME_EN = label('英文名称', 'English name');

export const disciplineListQuery = listQuery({ disciplineName: text(label('学科名称', 'Discipline name')) });
export const subjectListQuery = listQuery({
  disciplineId: optionalInt(OWNING_DISCIPLINE),
  subjectName: text(label('科目名称', 'Subject name')),
});
export const leaderListQuery = listQuery({
  disciplineId: optionalInt(OWNING_DISCIPLINE),
  leaderName: text(label('负责人', 'Leader')),
});
export type DisciplineListQuery = z.output<typeof disciplineListQuery>;
export type SubjectListQuery = z.output<typeof subjectListQuery>;
export type LeaderListQuery = z.output<typeof leaderListQuery>;

const DISCIPLINE_FIELDS = {
  disciplineName: text(label('学科名称', 'Discipline name'), { required: true, max: 30 }),
  disciplineNameEn: text(NAME_EN, { required: true, max: 60 }),
  sort: SORT,
};
export const newDiscipline = z.object(DISCIPLINE_FIELDS);
export const changedDiscipline = z.object({ disciplineId: int(DISCIPLINE_ID), ...DISCIPLINE_FIELDS });
export type DisciplineInput = z.output<typeof newDiscipline>;

/** The discipline first: the subject's names are unique within it. */
const SUBJECT_FIELDS = {
  disciplineId: int(OWNING_DISCIPLINE, { min: 1 }),
  subjectName: text(label('科目名称', 'Subject name'), { required: true, max: 30 }),
  subjectNameEn: text(NAME_EN, { required: true, max: 60 }),
  sort: SORT,
};
export const newSubject = z.object(SUBJECT_FIELDS);
export const changedSubject = z.object({ subjectId: int(SUBJECT_ID), ...SUBJECT_FIELDS });
export type SubjectInput = z.output<typeof newSubject>;

const LEADER_FIELDS = {
  userId: int(label('负责人', 'Leader'), { min: 1 }),
  disciplineId: int(OWNING_DISCIPLINE, { min: 1 }),
};
export const newLeader = z.object(LEADER_FIELDS);
export const changedLeader = z.object({ leaderId: int(LEADER_ID), ...LEADER_FIELDS });
export type LeaderInput = z.output<typeof newLeader>;

export const oneDiscipline = z.object({ id: pathId(DISCIPLINE_ID) });
export const someDisciplines = z.object({ ids: pathIds(DISCIPLINE_ID) });
export const oneSubject = z.object({ id: pathId(SUBJECT_ID) });
export const someSubjects = z.object({ ids: pathIds(SUBJECT_ID) });
export const oneLeader = z.object({ id: pathId(LEADER_ID) });
export const someLeaders = z.object({ ids: pathIds(LEADER_ID) });
