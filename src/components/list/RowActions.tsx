import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/hooks/useAccess';

export interface RowAction {
  label: ReactNode;
  onClick: () => void;
  /** shown only to users holding one of these */
  permission?: string | string[];
  danger?: boolean;
  disabled?: boolean;
}

type Shortcut = Omit<RowAction, 'label'>;

export interface RowActionsProps {
  /** 修改 / Edit */
  edit?: Shortcut;
  /** 删除 / Delete (red) */
  remove?: Shortcut;
  /** more actions after edit and delete */
  more?: RowAction[];
}

/** The link buttons of a table row, each behind its permission. */
export function RowActions({ edit, remove, more = [] }: RowActionsProps) {
  const { t } = useTranslation('widgets');
  const { can } = useAccess();
  const actions: RowAction[] = [
    ...(edit ? [{ label: t('list.edit'), ...edit }] : []),
    ...(remove ? [{ label: t('list.delete'), danger: true, ...remove }] : []),
    ...more,
  ].filter((a) => !a.permission || can(a.permission));
  if (!actions.length) return null;
  return (
    <Space size={0} wrap>
      {actions.map((a, i) => (
        <Button key={i} type="link" size="small" danger={a.danger} disabled={a.disabled} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
    </Space>
  );
}
