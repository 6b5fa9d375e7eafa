import type { TFunction } from 'i18next';
import type { DictOption } from '@/hooks/useDict';
import { NOTICE_AUDIENCES, NOTICE_STATUSES, NOTICE_TYPES } from '@contract/notice';

// A notice's fixed codes as tags and choices, in the console's language (the contract's codes).

const TYPE_CLASS: Record<string, string> = { '1': 'primary', '2': 'success' };
const STATUS_CLASS: Record<string, string> = { '0': 'info', '1': 'success', '2': 'danger' };

export const typeOptions = (t: TFunction): DictOption[] =>
  NOTICE_TYPES.map((value) => ({
    dictValue: value,
    dictLabel: t(`notice:type.${value}`),
    listClass: TYPE_CLASS[value],
  }));

export const statusOptions = (t: TFunction): DictOption[] =>
  NOTICE_STATUSES.map((value) => ({
    dictValue: value,
    dictLabel: t(`notice:status.${value}`),
    listClass: STATUS_CLASS[value],
  }));

export const audienceOptions = (t: TFunction) =>
  NOTICE_AUDIENCES.map((value) => ({ value, label: t(`notice:audience.${value}`) }));
