import { z } from 'zod';
import { chineseIn, choice, int, label, listQuery, pathId, pathIds, shown, text } from '@contract/input';

// What the parameters' calls take (docs/api.md "Config").

const ID = label('参数主键', 'Parameter id');
const NAME = label('参数名称', 'Parameter name');
const KEY = label('参数键名', 'Parameter key');
const TYPE = label('系统内置', 'Built-in');
const REMARK = label('备注', 'Remark');

export const configListQuery = listQuery({
  configName: text(NAME),
  configKey: text(KEY),
  configType: text(TYPE),
});

const FIELDS = {
  configName: text(NAME, { required: true, max: 100 }),
  configNameEn: text(label('英文名称', 'English name'), { max: 100 }),
  configKey: text(KEY, { required: true, max: 100 }),
  configValue: text(label('参数键值', 'Parameter value'), { required: true, max: 500 }),
  configType: choice(TYPE, ['Y', 'N'], 'N'),
  remark: text(REMARK, { max: 500 }),
  /** the remark as an English screen showed it: the English remark */
  remarkShown: shown(text(REMARK, { max: 500 })),
};

const BILINGUAL = ['configName', 'remark'] as const;

export const newConfig = chineseIn(BILINGUAL, z.object(FIELDS));
export const changedConfig = chineseIn(BILINGUAL, z.object({ configId: int(ID), ...FIELDS }));
export type ConfigInput = z.output<typeof newConfig>;

export const oneConfig = z.object({ configId: pathId(ID) });
export const byKey = z.object({ configKey: text(KEY, { required: true, max: 100 }) });
export const someConfigs = z.object({ configIds: pathIds(ID) });
