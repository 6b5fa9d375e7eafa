import { get } from '@/api/request';
import { queryKeys } from '@/api/query-keys';
import type { ApiDocument } from './types';

export const apiDocsKeys = queryKeys('tool', 'apiDocs');

export const getApiDocument = () => get<ApiDocument>('/openapi.json');
