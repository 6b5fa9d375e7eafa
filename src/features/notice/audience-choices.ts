import { useQuery } from '@tanstack/react-query';
import { get } from '@/api/request';
import type { PageResult } from '@/api/types';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { noticeKeys } from './queries';

// The schools and roles a notice may be addressed to, for the editor's choices: the platform
// administrator's lists (admin:school:list, system:role:list), read once while the dialog is open.

interface SchoolRow {
  schoolId: number;
  schoolName: string;
  schoolNameEn?: string;
}
interface RoleRow {
  roleId: number;
  roleName: string;
}

const ALL = { pageNum: 1, pageSize: 1000 };

export function useAudienceChoices(enabled: boolean) {
  const language = currentLanguage();
  const schools = useQuery({
    queryKey: noticeKeys.of('schoolChoices'),
    queryFn: () => get<PageResult<SchoolRow>>('/admin/school/list', { params: ALL }),
    enabled,
  });
  const roles = useQuery({
    queryKey: noticeKeys.of('roleChoices', language),
    queryFn: () => get<PageResult<RoleRow>>('/system/role/list', { params: ALL }),
    enabled,
  });
  return {
    loading: schools.isLoading || roles.isLoading,
    schools: (schools.data?.rows ?? []).map((s) => ({
      value: s.schoolId,
      label: inLanguage(language, s.schoolName, s.schoolNameEn),
    })),
    roles: (roles.data?.rows ?? []).map((r) => ({ value: r.roleId, label: r.roleName })),
  };
}
