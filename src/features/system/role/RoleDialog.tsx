import { Form, Input, InputNumber, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import { dictSelectOptions, useDict } from '@/hooks/useDict';
import { menuIdsToSave } from './menu-keys';
import { MenuTreeField, type MenuSelection } from './MenuTreeField';
import { useRoleMenuTree } from './queries';
import type { Role, RoleForm } from './types';

type Props = RecordDialogProps<Role, RoleForm>;

type Values = Omit<RoleForm, 'menuIds' | 'menuCheckStrictly'> & { menu: MenuSelection };

const NEW: Partial<Values> = { roleSort: 0, status: '0' };

const formOf = (role: Role): Partial<Values> => ({
  roleId: role.roleId,
  roleNameZh: role.roleNameZh ?? role.roleName,
  roleNameEn: role.roleNameEn,
  roleKey: role.roleKey,
  roleSort: role.roleSort,
  status: role.status,
  remark: role.remark,
});

/**
 * Create or edit a role (name, English name, key and sort required) with its menu
 * permission tree; the tree's checked keys arrive with the menu, after the dialog opens.
 */
export function RoleDialog({ record, onSubmit, ...dialog }: Props) {
  const { t } = useTranslation('system');
  const statuses = useDict('sys_normal_disable');
  const [form] = Form.useForm<Values>();
  const tree = useRoleMenuTree(record?.roleId ?? null, dialog.open);
  const menus = tree.data?.menus;
  const checkedKeys = tree.data?.checkedKeys;
  const linked = record?.menuCheckStrictly ?? true;

  // The tree's checked keys join the values the dialog starts with when they arrive, so that
  // they count as loaded, not as typed.
  const initial = {
    ...(record ? formOf(record) : NEW),
    ...(checkedKeys ? { menu: { checked: checkedKeys, linked } } : {}),
  };

  const submit = ({ menu, ...values }: Values) =>
    onSubmit({
      ...values,
      menuCheckStrictly: menu?.linked ?? linked,
      menuIds: menus && menu ? menuIdsToSave(menus, menu.checked, menu.linked) : (record?.menuIds ?? []),
    });

  const required = (message: string) => ({ required: true, whitespace: true, message });

  return (
    <FormDialog<Values>
      {...dialog}
      form={form}
      title={record ? t('role.editTitle') : t('role.addTitle')}
      initialValues={initial}
      onSubmit={submit}
      width={660}
      labelWidth={130}
    >
      <Form.Item name="roleNameZh" label={t('role.nameZh')} rules={[required(t('role.roleNameRequired'))]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="roleNameEn" label={t('role.roleNameEn')} rules={[required(t('role.roleNameEnRequired'))]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="roleKey"
        label={t('role.roleKey')}
        tooltip={t('role.roleKeyHint')}
        rules={[required(t('role.roleKeyRequired'))]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="roleSort"
        label={t('role.roleSort')}
        rules={[{ required: true, message: t('role.roleSortRequired') }]}
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('widgets:list.status')}>
        <Radio.Group options={dictSelectOptions(statuses)} />
      </Form.Item>
      {menus ? (
        <Form.Item name="menu" label={t('role.menus')}>
          <MenuTreeField menus={menus} />
        </Form.Item>
      ) : (
        <Form.Item label={t('role.menus')}>
          <Spin />
        </Form.Item>
      )}
      <Form.Item name="remark" label={t('widgets:list.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
