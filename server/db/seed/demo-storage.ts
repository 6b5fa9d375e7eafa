import { seedOssConfigs } from '../../../mock/db/seed/tools';
import { ossConfigs } from '../schema';
import type { Db } from '../types';

// The storage configurations of docs/api.md "Storage configurations" (local active, minio,
// aliyun, qcloud), declared once in the embedded backend's seed module.

export async function seedStorageConfigs(db: Db): Promise<void> {
  await db
    .insert(ossConfigs)
    .values(seedOssConfigs().map(({ updateTime, ...row }) => ({ ...row, updateTime: updateTime || null })));
}
