import { z } from 'zod';
import { chineseIn, choice, int, label, listQuery, optionalInt, pathId, pathIds, said, text } from '@contract/input';

// What the dictionaries' calls take (docs/api.md "Dictionaries").

const DICT_ID = label('字典主键', 'Dictionary id');
const DICT_NAME = label('字典名称', 'Dictionary name');
const DICT_TYPE = label('字典类型', 'Dictionary type');
const STATUS = label('状态', 'Status');
const DICT_CODE = label('字典编码', 'Dictionary code');
const DICT_LABEL = label('字典标签', 'Dictionary label');

const TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

// ---- types

export const dictTypeListQuery = listQuery({
  dictName: text(DICT_NAME),
  dictType: text(DICT_TYPE),
  status: text(STATUS),
});

const TYPE_FIELDS = {
  dictName: text(DICT_NAME, { required: true, max: 100 }),
  dictType: text(DICT_TYPE, { required: true, max: 100 }).refine((value) => TYPE_PATTERN.test(value), {
    error: said(
      '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
      'The dictionary type must start with a letter and hold only lowercase letters, digits and underscores',
    ),
  }),
  dictNameEn: text(label('英文名称', 'English name'), { max: 100 }),
  status: choice(STATUS, ['0', '1'], '0'),
  remark: text(label('备注', 'Remark'), { max: 500 }),
};

export const newDictType = chineseIn(['dictName'], z.object(TYPE_FIELDS));
export const changedDictType = chineseIn(['dictName'], z.object({ dictId: int(DICT_ID), ...TYPE_FIELDS }));
export type DictTypeInput = z.output<typeof newDictType>;

export const oneDictType = z.object({ dictId: pathId(DICT_ID) });
export const someDictTypes = z.object({ dictIds: pathIds(DICT_ID) });

// ---- entries

export const entriesOfTypePath = z.object({ dictType: z.string() });

export const entryListQuery = listQuery({
  dictType: text(DICT_TYPE),
  dictLabel: text(DICT_LABEL),
  status: text(STATUS),
});

const ENTRY_FIELDS = {
  dictType: text(DICT_TYPE, { required: true, max: 100 }),
  dictLabel: text(DICT_LABEL, { required: true, max: 100 }),
  dictLabelEn: text(label('英文标签', 'English label'), { max: 100 }),
  dictValue: text(label('字典键值', 'Dictionary value'), { required: true, max: 100 }),
  dictSort: optionalInt(label('显示排序', 'Display order'), { max: 9999 }),
  cssClass: text(label('样式属性', 'CSS class'), { max: 100 }),
  listClass: choice(
    label('回显样式', 'List style'),
    ['default', 'primary', 'success', 'info', 'warning', 'danger'],
    'default',
  ),
  isDefault: choice(label('是否默认', 'Default'), ['Y', 'N'], 'N'),
  status: choice(STATUS, ['0', '1'], '0'),
  remark: text(label('备注', 'Remark'), { max: 500 }),
};

export const newEntry = chineseIn(['dictLabel'], z.object(ENTRY_FIELDS));
export const changedEntry = chineseIn(['dictLabel'], z.object({ dictCode: int(DICT_CODE), ...ENTRY_FIELDS }));
export type EntryInput = z.output<typeof newEntry>;

export const oneEntry = z.object({ dictCode: pathId(DICT_CODE) });
export const someEntries = z.object({ dictCodes: pathIds(DICT_CODE) });
