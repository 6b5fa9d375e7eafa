import { Button } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';

interface Gated {
  /** shown only to users holding one of these */
  permission: string | string[];
  onClick: () => void;
  disabled?: boolean;
}

const list = (p: string | string[]) => (typeof p === 'string' ? [p] : p);

/** 新增 / Add: opens the create dialog. */
export function AddButton({ permission, onClick, disabled }: Gated) {
  const { t } = useTranslation('widgets');
  return (
    <Access permissions={list(permission)}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick} disabled={disabled}>
        {t('list.add')}
      </Button>
    </Access>
  );
}

/** 删除 / Delete for the selected rows; disabled while none is selected. */
export function DeleteSelectedButton({ permission, onClick, count }: Gated & { count: number }) {
  const { t } = useTranslation('widgets');
  return (
    <Access permissions={list(permission)}>
      <Button danger icon={<DeleteOutlined />} disabled={count === 0} onClick={onClick}>
        {t('list.delete')}
      </Button>
    </Access>
  );
}
