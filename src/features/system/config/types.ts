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

export type ConfigForm = Omit<ConfigRecord, 'configId' | 'configName' | 'createTime'> & { configId?: number };
