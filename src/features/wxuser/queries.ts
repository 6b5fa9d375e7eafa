import { queryKeys } from '@/api/query-keys';

/** Every WeChat user query lives under `['wxuser']`. */
export const wxUserKeys = queryKeys('wxuser');
