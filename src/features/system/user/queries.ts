import { queryKeys } from '@/api/query-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUser, getUserAuthRole, saveUserAuthRole } from './api';

/** The users' query keys; `all` covers lists, details and the role assignment page. */
export const userKeys = queryKeys('system', 'user');

/** A user with its roles and the role options; `null` gives the options for a new user. */
export function useUserDetail(userId: number | null, enabled = true) {
  return useQuery({ queryKey: userKeys.detail(userId), queryFn: () => getUser(userId), enabled });
}

export function useUserAuthRole(userId: number) {
  return useQuery({ queryKey: userKeys.of('authRole', userId), queryFn: () => getUserAuthRole(userId) });
}

/** Saves the roles of a user; every user query (list, detail, this page) is refreshed after. */
export function useSaveUserAuthRole(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roleIds: number[]) => saveUserAuthRole(userId, roleIds),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
