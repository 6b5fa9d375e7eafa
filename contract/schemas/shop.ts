import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from '@contract/grades';
import { idsOrText, int, label, listQuery, optionalChoice, optionalInt, pathId, said, text } from '@contract/input';

// What the teaching-aid shop's calls take (docs/api.md "Teaching-aid shop").

const STATUS = label('处理状态', 'Request status');
const SEARCH = label('搜索', 'Search');

export const aidListQuery = listQuery({
  kind: optionalChoice(label('类别', 'Kind'), ['aid', 'kit']),
  disciplineId: optionalInt(label('学科', 'Discipline')),
  grade: optionalInt(label('年级', 'Grade'), { min: GRADE_MIN, max: GRADE_MAX }),
  text: text(SEARCH),
});

export const myRequestsQuery = listQuery({ text: text(SEARCH) });

export const schoolRequestsQuery = listQuery({
  status: optionalChoice(STATUS, ['0', '1', '2']),
  text: text(SEARCH),
});

export const aidRequest = z.object({
  quantity: int(label('数量', 'Quantity'), { min: 1, max: 99 }),
  note: text(label('备注', 'Note'), { max: 200 }),
});
export type AidRequestInput = z.output<typeof aidRequest>;

export const requestStatus = z.object({
  status: text(STATUS, { required: true }).pipe(
    z.enum(['1', '2'], { error: said(`${STATUS.zh}的值无效，可选值：1, 2`, `${STATUS.en} must be one of: 1, 2`) }),
  ),
  requestIds: idsOrText(label('申请', 'Requests')),
});

export const oneAid = z.object({ aidId: pathId(label('教具编号', 'Teaching-aid id')) });
