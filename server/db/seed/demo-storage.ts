import { ossConfigs } from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';

// The storage configurations of docs/api.md "Storage configurations" (local active, minio,
// aliyun, qcloud), from demo-data/tools.ts.

export async function seedStorageConfigs(db: Db, data: DemoData): Promise<void> {
  await db
    .insert(ossConfigs)
    .values(data.ossConfigs.map(({ updateTime, ...row }) => ({ ...row, updateTime: updateTime || null })));
}
