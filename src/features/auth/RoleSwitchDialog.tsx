import { useState } from 'react';
import { Modal, Select } from 'antd';

import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/stores/session';
import { useUserRoles } from './queries';
import { switchRoleAndReload } from './role-switch';

const SELECT_ID = 'role-switch-select';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * A role select over the roles the server says the user holds, the first one
 * preselected. Confirming switches and reloads the console in the new role.
 */
export default function RoleSwitchDialog({ open, onClose }: Props) {
  const { t } = useTranslation('search');
  const activeRole = useSessionStore((s) => s.roles[0]);
  const roles = useUserRoles(open);
  const [picked, setPicked] = useState<number>();
  const [switching, setSwitching] = useState(false);

  const options = (roles.data ?? []).map((role) => ({
    value: role.roleId,
    label: role.roleKey === activeRole ? t('roleSwitch.current', { name: role.roleName }) : role.roleName,
  }));
  const value = picked ?? options[0]?.value;

  const onOk = async () => {
    if (value === undefined) return;
    setSwitching(true);
    try {
      // The page reloads a second after a switch; the dialog stays busy until then.
      await switchRoleAndReload(value, t('roleSwitch.switched'));
    } catch {
      setSwitching(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('roleSwitch.title')}
      okText={t('roleSwitch.ok')}
      cancelText={t('common:cancel')}
      onOk={() => void onOk()}
      onCancel={() => {
        if (!switching) onClose();
      }}
      confirmLoading={switching}
      okButtonProps={{ disabled: value === undefined }}
      afterClose={() => setPicked(undefined)}
      destroyOnHidden
    >
      <label htmlFor={SELECT_ID} style={{ display: 'block', marginBottom: 8 }}>
        {t('roleSwitch.label')}
      </label>
      <Select
        id={SELECT_ID}
        style={{ width: '100%' }}
        loading={roles.isFetching}
        options={options}
        value={value}
        onChange={setPicked}
        disabled={switching}
      />
    </Modal>
  );
}
