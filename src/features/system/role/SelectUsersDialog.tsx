import { useState } from 'react';
import { Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { DraggableModal } from '@/components/DraggableModal';
import { ListPagination, SearchForm, useListQuery, useListState } from '@/components/list';
import type { SystemUser } from '@/features/system/user';
import { listUnallocatedUsers } from './api';
import { useRoleUserColumns } from './useRoleUserColumns';
import { roleKeys } from './queries';

interface Props {
  roleId: number;
  open: boolean;
  /** gives the role to the chosen users; resolves true when saved */
  onSubmit: (userIds: number[]) => Promise<boolean>;
  onClose: () => void;
}

const FILTERS = ['userName', 'phonenumber'];

/** Picks users who do not hold the role yet (RuoYi's selectUser dialog), with filters and pages. */
export function SelectUsersDialog({ roleId, open, onSubmit, onClose }: Props) {
  const { t } = useTranslation('system');
  const columns = useRoleUserColumns();
  const list = useListState({ filters: FILTERS, pageSize: 10, inUrl: false });
  const { rows, total, loading, refresh } = useListQuery(
    roleKeys.of('unallocated', roleId),
    (query) => listUnallocatedUsers({ ...query, roleId }),
    list.query,
    { enabled: open },
  );
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  /** Every way out starts the next opening afresh: nothing chosen, no filters, first page. */
  const close = () => {
    setChosen([]);
    list.reset();
    onClose();
  };

  const submit = async () => {
    if (!chosen.length) {
      void feedback.warning(t('authUser.selectNone'));
      return;
    }
    setSaving(true);
    const saved = await onSubmit(chosen);
    setSaving(false);
    if (saved) close();
  };

  return (
    <DraggableModal
      open={open}
      title={t('authUser.selectTitle')}
      width={820}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={close}
      mask={{ closable: false }}
    >
      <SearchForm list={list} refresh={refresh}>
        <Form.Item name="userName" label={t('user.userName')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="phonenumber" label={t('user.phonenumber')}>
          <Input allowClear />
        </Form.Item>
      </SearchForm>
      <Table<SystemUser>
        rowKey="userId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        size="small"
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChosen(keys.map(Number)),
          getCheckboxProps: (user) => ({ 'aria-label': user.userName }),
        }}
      />
      <ListPagination total={total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
    </DraggableModal>
  );
}
