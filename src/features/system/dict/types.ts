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

export type DictTypeForm = Pick<DictType, 'dictNameZh' | 'dictNameEn' | 'dictType' | 'status' | 'remark'> & {
  dictId?: number;
};

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

export type DictDataForm = Omit<DictData, 'dictCode' | 'dictLabel' | 'createTime'> & { dictCode?: number };
