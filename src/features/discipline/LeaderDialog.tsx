import { Form, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/list';
import { DisciplineSelect } from './DisciplineSelect';
import { useLeaderCandidates } from './queries';
import type { DisciplineLeader, LeaderForm } from './types';

interface Props {
  open: boolean;
  record: DisciplineLeader | null;
  onSubmit: (form: LeaderForm) => Promise<boolean>;
  onClose: () => void;
}

/** Who leads which discipline: both required; only accounts with the leader role are offered. */
export function LeaderDialog({ open, record, onSubmit, onClose }: Props) {
  const { t } = useTranslation('discipline');
  const candidates = useLeaderCandidates(open);
  const required = (field: string) => ({ required: true, message: t('required', { field }) });
  return (
    <FormDialog<LeaderForm>
      open={open}
      title={record ? t('editLeader') : t('addLeader')}
      initialValues={record ?? {}}
      onSubmit={onSubmit}
      onClose={onClose}
      labelWidth={110}
    >
      <Form.Item name="userId" label={t('leader')} rules={[required(t('leader'))]}>
        <Select
          placeholder={t('selectLeader')}
          loading={candidates.isLoading}
          showSearch={SEARCH_BY_LABEL}
          options={(candidates.data ?? []).map((u) => ({ value: u.userId, label: `${u.name} (${u.userName})` }))}
        />
      </Form.Item>
      <Form.Item name="disciplineId" label={t('discipline')} rules={[required(t('discipline'))]}>
        <DisciplineSelect />
      </Form.Item>
    </FormDialog>
  );
}
