import type { RecordForm } from '@contract/input/form';
import type { newConfig } from '@contract/schemas/config';

/** A system parameter; `configName` is in the request's language, Zh/En are the originals. */
export interface ConfigRecord {
  configId: number;
  configName: string;
  configNameZh?: string;
  configNameEn?: string;
  configKey: string;
  configValue: string;
  /** Y: built-in, cannot be deleted */
  configType: 'Y' | 'N';
  remark?: string;
  createTime?: string;
}

/** The parameter dialog's values: the body the server checks (contract/schemas/config.ts). */
export type ConfigForm = RecordForm<typeof newConfig, 'configId'>;
