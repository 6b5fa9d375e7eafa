import { Button } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/hooks/useAccess';
import type { PermissionGate } from '@/utils/permission';

/** A toolbar button's props: the shared permission gate (shown only to users who pass it) and its click. */
export interface GatedButtonProps extends PermissionGate {
  onClick: () => void;
  disabled?: boolean;
}

/** 新增 / Add: opens the create dialog. */
export function AddButton({ onClick, disabled, ...gate }: GatedButtonProps) {
  const { t } = useTranslation('widgets');
  const { allows } = useAccess();
  if (!allows(gate)) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} disabled={disabled}>
      {t('list.add')}
    </Button>
  );
}

/** 删除 / Delete for the selected rows; disabled while none is selected. */
export function DeleteSelectedButton({ onClick, count, ...gate }: GatedButtonProps & { count: number }) {
  const { t } = useTranslation('widgets');
  const { allows } = useAccess();
  if (!allows(gate)) return null;
  return (
    <Button danger icon={<DeleteOutlined />} disabled={count === 0} onClick={onClick}>
      {t('list.delete')}
    </Button>
  );
}

/** 导入 / Import: opens the screen's import dialog. */
export function ImportButton({ onClick, disabled, ...gate }: GatedButtonProps) {
  const { t } = useTranslation('widgets');
  const { allows } = useAccess();
  if (!allows(gate)) return null;
  return (
    <Button icon={<UploadOutlined />} onClick={onClick} disabled={disabled}>
      {t('import.button')}
    </Button>
  );
}
