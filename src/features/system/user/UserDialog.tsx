import { useMemo } from 'react';
import { Checkbox, Col, Form, Input, Radio, Row, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/components/DictSelect';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import { dictSelectOptions, useDict } from '@/hooks/useDict';
import { accountRules } from './account-rules';
import { ADMIN_USER_ID } from './admin';
import { OfferedPasswordInput } from './OfferedPasswordInput';
import { useUserDetail } from './queries';
import styles from './UserDialog.module.css';
import { randomPassword } from './random-password';
import type { SystemUser, UserForm } from './types';
import { TitleWithHistory } from '@/features/monitor';

type Props = RecordDialogProps<SystemUser, UserForm> & {
  /** the roles a new user starts with (the address asked for one: ./add-with-role.ts) */
  newRoleIds?: number[];
};

/** The labels' width; UserDialog.module.css lines the checkbox up with it. */
const LABEL_WIDTH = 100;

/** One empty list for every render, so a new user's starting values stay put while the dialog is open. */
const NO_ROLES: number[] = [];

/** A new user: a random password offered (a new one at each opening), to be changed at the first login. */
const newUser = (roleIds: number[]): Partial<UserForm> => ({
  status: '0',
  sex: '2',
  roleIds,
  password: randomPassword(),
  passwordChangeRequired: true,
});

const formOf = (user: SystemUser): Partial<UserForm> => ({
  userId: user.userId,
  userName: user.userName,
  name: user.name,
  nickName: user.nickName,
  phonenumber: user.phonenumber,
  email: user.email,
  sex: user.sex,
  status: user.status,
  roleIds: user.roleIds,
  remark: user.remark,
});

/**
 * Create or edit a user (username 2 to 20, name, password 5 to 20 on create only, role
 * required; phone and email valid when given). The user name is fixed once created. A new user's
 * password is offered at random (or typed over), and the user is asked by default to choose
 * their own at the first login (docs/security.md "Initial passwords").
 */
export function UserDialog({ record, newRoleIds = NO_ROLES, ...dialog }: Props) {
  const { t } = useTranslation('system');
  const statuses = useDict('sys_normal_disable');
  const detail = useUserDetail(record?.userId ?? null, dialog.open);
  const creating = !record;
  const rules = accountRules(t);
  const isAdmin = record?.userId === ADMIN_USER_ID;
  // made once per opening: the dialog's starting values must not change while it is open
  const initialValues = useMemo(
    () => (record ? formOf(record) : dialog.open ? newUser(newRoleIds) : {}),
    [record, dialog.open, newRoleIds],
  );
  const roleOptions = (detail.data?.roles ?? []).map((r) => ({
    label: r.roleName,
    value: r.roleId,
    disabled: r.status !== '0',
  }));
  return (
    <FormDialog<UserForm>
      {...dialog}
      title={
        record ? (
          <TitleWithHistory title={t('user.editTitle')} tableName="sys_user" recordKey={record.userId} />
        ) : (
          t('user.addTitle')
        )
      }
      initialValues={initialValues}
      width={720}
      labelWidth={LABEL_WIDTH}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="userName" label={t('user.userName')} rules={rules.userName}>
            <Input disabled={!creating} maxLength={20} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('user.name')} rules={rules.name}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        {creating ? (
          <Col xs={24} sm={12}>
            <Form.Item
              name="password"
              label={t('user.password')}
              rules={rules.password}
              extra={t('user.passwordOffered')}
            >
              <OfferedPasswordInput />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} sm={12}>
          <Form.Item name="nickName" label={t('user.nickName')}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phonenumber" label={t('user.phonenumber')} rules={rules.phonenumber}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={t('user.email')} rules={rules.email}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sex" label={t('user.sex')}>
            <DictSelect type="sys_user_sex" allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('widgets:list.status')}>
            <Radio.Group options={dictSelectOptions(statuses)} disabled={isAdmin} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="roleIds"
            label={t('user.roles')}
            rules={[{ required: true, type: 'array', min: 1, message: t('user.roleRequired') }]}
          >
            <Select
              mode="multiple"
              options={roleOptions}
              loading={detail.isFetching}
              disabled={isAdmin}
              showSearch={SEARCH_BY_LABEL}
            />
          </Form.Item>
        </Col>
        {creating ? (
          <Col span={24}>
            <Form.Item name="passwordChangeRequired" valuePropName="checked" className={styles.underFields}>
              <Checkbox>{t('user.changeAtFirstLogin')}</Checkbox>
            </Form.Item>
          </Col>
        ) : null}
        <Col span={24}>
          <Form.Item name="remark" label={t('widgets:list.remark')} rules={[{ max: 500 }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
