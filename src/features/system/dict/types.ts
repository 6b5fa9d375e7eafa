import type { RecordForm } from '@contract/input/form';
import type { newDictType, newEntry } from '@contract/schemas/dict';
import type { ListClass } from '@/hooks/useDict';

/** A dictionary type; `dictName` is in the request's language, Zh/En are the originals. */
export interface DictType {
  dictId: number;
  dictName: string;
  dictNameZh?: string;
  dictNameEn?: string;
  dictType: string;
  status: '0' | '1';
  remark?: string;
  createTime?: string;
}

/** The dialogs' values: the bodies the server checks (contract/schemas/dict.ts). */
export type DictTypeForm = RecordForm<typeof newDictType, 'dictId'>;

/** A dictionary entry as the data screen edits it. */
export interface DictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictLabelZh?: string;
  dictLabelEn?: string;
  dictValue: string;
  dictType: string;
  cssClass?: string;
  listClass: ListClass;
  isDefault?: 'Y' | 'N';
  status: '0' | '1';
  remark?: string;
  createTime?: string;
}

export type DictDataForm = RecordForm<typeof newEntry, 'dictCode'>;
