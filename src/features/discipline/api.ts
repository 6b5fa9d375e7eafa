import { resource } from '@/api/resource';
import { get } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type {
  Discipline,
  DisciplineForm,
  DisciplineLeader,
  DisciplineOption,
  LeaderCandidate,
  LeaderForm,
  Subject,
  SubjectForm,
} from './types';

export const disciplines = resource<Discipline, DisciplineForm>('/admin/discipline', 'disciplineId');
export const subjects = resource<Subject, SubjectForm>('/admin/subject', 'subjectId');
export const leaders = resource<DisciplineLeader, LeaderForm>('/admin/disciplineleader', 'leaderId');

export async function getDisciplineOptions(): Promise<DisciplineOption[]> {
  return (await get<ApiResult<DisciplineOption[]>>('/admin/discipline/options')).data ?? [];
}

export async function getLeaderCandidates(): Promise<LeaderCandidate[]> {
  return (await get<ApiResult<LeaderCandidate[]>>('/admin/disciplineleader/options/users')).data ?? [];
}
