import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
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

export function listDisciplines(query: ListQuery) {
  return get<PageResult<Discipline>>('/admin/discipline/list', { params: query });
}

export function saveDiscipline(form: DisciplineForm) {
  return form.disciplineId ? put<ApiResult>('/admin/discipline', form) : post<ApiResult>('/admin/discipline', form);
}

export function deleteDisciplines(ids: number[]) {
  return del<ApiResult>(`/admin/discipline/${ids.join(',')}`);
}

export async function getDisciplineOptions(): Promise<DisciplineOption[]> {
  return (await get<ApiResult<DisciplineOption[]>>('/admin/discipline/options')).data ?? [];
}

export function listSubjects(query: ListQuery) {
  return get<PageResult<Subject>>('/admin/subject/list', { params: query });
}

export function saveSubject(form: SubjectForm) {
  return form.subjectId ? put<ApiResult>('/admin/subject', form) : post<ApiResult>('/admin/subject', form);
}

export function deleteSubjects(ids: number[]) {
  return del<ApiResult>(`/admin/subject/${ids.join(',')}`);
}

export function listLeaders(query: ListQuery) {
  return get<PageResult<DisciplineLeader>>('/admin/disciplineleader/list', { params: query });
}

export function saveLeader(form: LeaderForm) {
  return form.leaderId
    ? put<ApiResult>('/admin/disciplineleader', form)
    : post<ApiResult>('/admin/disciplineleader', form);
}

export function deleteLeaders(ids: number[]) {
  return del<ApiResult>(`/admin/disciplineleader/${ids.join(',')}`);
}

export async function getLeaderCandidates(): Promise<LeaderCandidate[]> {
  return (await get<ApiResult<LeaderCandidate[]>>('/admin/disciplineleader/options/users')).data ?? [];
}
