// Row shapes of the demo seed (demo-data/): accounts, roles, dictionaries and parameters. Field names
// follow the contract (docs/api.md); bilingual rows keep the Chinese text in the plain field and
// the English one in `<field>En`; a time is `''` for "never" (null in a column). The tables
// themselves are server/db/schema/.

export type { Status } from '@contract/records';
import type { Status } from '@contract/records';

/** Bookkeeping fields every record carries; dates are `yyyy-MM-dd HH:mm:ss`. */
export interface Audit {
  createBy: string;
  createTime: string;
  updateBy: string;
  updateTime: string;
  remark: string;
}

export interface UserRow extends Audit {
  userId: number;
  userName: string;
  nickName: string;
  name: string;
  email: string;
  phonenumber: string;
  sex: '0' | '1' | '2';
  avatar: string;
  status: Status;
  roleIds: number[];
  /** School the user works at; null for platform staff. */
  schoolId: number | null;
  /** Plain text: the demo password published in docs/roles.md; the seed stores only its hash. */
  password: string;
  /** the account must choose its own password at its first login (a school's first admin) */
  passwordChangeRequired?: boolean;
}

export interface RoleRow extends Audit {
  roleId: number;
  roleName: string;
  roleNameEn: string;
  roleKey: string;
  roleSort: number;
  status: Status;
  menuCheckStrictly: boolean;
  menuIds: number[];
}

export interface DictTypeRow extends Audit {
  dictId: number;
  dictName: string;
  dictNameEn: string;
  dictType: string;
  status: Status;
}

export type ListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface DictDataRow extends Audit {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictLabelEn: string;
  dictValue: string;
  dictType: string;
  cssClass: string;
  listClass: ListClass;
  isDefault: 'Y' | 'N';
  status: Status;
}

export interface ConfigRow extends Audit {
  configId: number;
  configName: string;
  configNameEn: string;
  configKey: string;
  configValue: string;
  /** "Y" marks a built-in parameter that cannot be deleted. */
  configType: 'Y' | 'N';
  /** the remark in English; '' when only the (Chinese) remark exists */
  remarkEn: string;
}
