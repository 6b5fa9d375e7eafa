import { download } from '@/api/download';
import { get } from '@/api/request';
import { resource } from '@/api/resource';
import type { ApiResult } from '@/api/types';
import { fetchFileBlob } from '@/features/preview';
import type { Resource, ResourceDetail } from './types';

// The resource library's calls (docs/api.md "Resource library").

/** The library is only read: its list, and one resource with the lessons that use it. */
export const resources = resource<Resource>('/user/resource', 'resourceId');

export async function getResource(resourceId: number): Promise<ResourceDetail> {
  return (await get<ApiResult<ResourceDetail>>(`/user/resource/${resourceId}`)).data as ResourceDetail;
}

/** The file's bytes for the inline viewer (every resource may be previewed). */
export const resourceBlob = (resourceId: number) => fetchFileBlob(`/user/resource/${resourceId}/preview`);

/** The backend refuses a resource that is not downloadable; the screens offer no download for one. */
export const downloadResource = (resource: Pick<Resource, 'resourceId' | 'fileName'>) =>
  download(`/user/resource/${resource.resourceId}/download`, resource.fileName);
