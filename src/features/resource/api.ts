import { download } from '@/api/download';
import { get } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import { fetchFileBlob } from '@/features/preview';
import type { Resource, ResourceDetail } from './types';

// The resource library's calls (docs/api.md "Resource library").

export function listResources(query: ListQuery) {
  return get<PageResult<Resource>>('/user/resource/list', { params: query });
}

export async function getResource(resourceId: number): Promise<ResourceDetail> {
  return (await get<ApiResult<ResourceDetail>>(`/user/resource/${resourceId}`)).data as ResourceDetail;
}

/** The file's bytes for the inline viewer (every resource may be previewed). */
export const resourceBlob = (resourceId: number) => fetchFileBlob(`/user/resource/${resourceId}/preview`);

/** The backend refuses a resource that is not downloadable; the screens offer no download for one. */
export const downloadResource = (resource: Pick<Resource, 'resourceId' | 'fileName'>) =>
  download(`/user/resource/${resource.resourceId}/download`, resource.fileName);
