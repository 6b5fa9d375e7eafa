import { useCallback, useState } from 'react';
import { Button, Form } from 'antd';
import { CheckOutlined, CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import {
  createTimeColumn,
  CrudScreen,
  defineFilters,
  dictColumn,
  nameColumn,
  textColumn,
  useCrudList,
  useListAction,
} from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { useScreenName } from '@/router/current-page';
import { approvals, changeApprovalMode } from './api';
import { ApprovalModeDialog } from './ApprovalModeDialog';
import { APPROVAL_PERMS } from './perms';
import { approvalKeys, useApprovalSchools } from './queries';
import { RejectDialog } from './RejectDialog';
import { SchoolFilter } from './SchoolFilter';
import type { Approval } from './types';
import { useDecisions } from './useDecisions';

const ROLE_OPTIONS = [
  { value: 'teacher', label: 'approval:role.teacher' },
  { value: 'principal', label: 'approval:role.principal' },
  { value: 'school_admin', label: 'approval:role.school_admin' },
] as const;

const FILTERS = defineFilters([
  // the school's Form.Item is written below, only for those who see several schools
  'schoolId',
  { name: 'applicant', kind: 'text', label: 'approval:column.applicant' },
  { name: 'roleKey', kind: 'select', label: 'approval:column.role', options: ROLE_OPTIONS, width: 150 },
  { name: 'status', kind: 'dict', label: 'approval:column.status', dictType: 'approval_status' },
  { name: 'dateRange', kind: 'dateRange', label: 'approval:column.createTime' },
]);

/** Only pending applications the caller may decide offer a decision (the server says which). */
const isDecidable = (a: Approval) => a.decidable;

/**
 * `admin/approval/index`: applications to join the schools the user looks after. Approve or
 * reject one or the selected ones (both ask first; a rejection may carry a reason), and set each
 * school's approval mode. The school filter appears only for those who see several schools.
 */
export default function ApprovalPage() {
  const { t } = useTranslation('approval');
  const language = currentLanguage();
  const schools = useApprovalSchools();
  const statuses = useDict('approval_status');
  const modes = useDict('approval_mode');
  // the selection is the screen's own: it serves the decisions, and a decision clears it
  const [selected, setSelected] = useState<Approval[]>([]);
  const decisions = useDecisions(useCallback(() => setSelected([]), []));
  const [configuring, setConfiguring] = useState(false);
  const saveMode = useListAction(approvalKeys.all, changeApprovalMode, t('mode.saved'));
  const schoolList = schools.data ?? [];
  const { approve, askReject } = decisions;
  // who decided: the approver's account, or, for a school that approves on arrival, that it was
  // accepted automatically (the mode's own name, "Automatic", says nothing about who decided)
  const deciderOf = (a: Approval) =>
    a.status === '0' ? '' : a.updateBy || (a.mode === '0' ? t('acceptedAutomatically') : '');
  const crud = useCrudList<Approval, Approval>({
    resource: { list: approvals.list, idField: approvals.idField },
    queryKey: approvalKeys.list(),
    writeKey: approvalKeys.all,
    filters: FILTERS,
    perms: { export: APPROVAL_PERMS.list },
    nameField: 'applicantName',
    tableId: 'admin-approval',
    exportName: useScreenName(t('title')),
    columns: ({ sort, pinnedActions }) => [
      nameColumn('school', t('column.school'), 220, 'schoolName', language),
      textColumn('decider', t('column.decider'), 120, deciderOf),
      { key: 'applicantName', title: t('column.staff'), dataIndex: 'applicantName', width: 130 },
      nameColumn('role', t('column.role'), 140, 'roleName', language),
      { key: 'applicantUserName', title: t('column.applicant'), dataIndex: 'applicantUserName', width: 130 },
      dictColumn('status', t('column.status'), statuses, 100),
      dictColumn('mode', t('column.mode'), modes, 110),
      { key: 'reason', title: t('column.reason'), dataIndex: 'reason', ellipsis: true, width: 180 },
      createTimeColumn(t, sort),
      pinnedActions((a) =>
        isDecidable(a)
          ? {
              more: [
                { label: t('approve.one'), permission: APPROVAL_PERMS.edit, onClick: () => void approve([a]) },
                {
                  label: t('reject.one'),
                  danger: true,
                  permission: APPROVAL_PERMS.edit,
                  onClick: () => askReject([a]),
                },
              ],
            }
          : {},
      ),
    ],
    columnDeps: [t, language, statuses, modes, approve, askReject],
  });
  const count = selected.length;
  const withCount = (label: string) => (count ? `${label} (${count})` : label);

  return (
    <CrudScreen
      crud={crud}
      searchFields={
        schoolList.length > 1 ? (
          <Form.Item name="schoolId" label={t('column.school')}>
            <SchoolFilter schools={schoolList} />
          </Form.Item>
        ) : null
      }
      buttons={
        <Access permission={APPROVAL_PERMS.edit}>
          <Button type="primary" icon={<CheckOutlined />} disabled={!count} onClick={() => void approve(selected)}>
            {withCount(t('approve.selected'))}
          </Button>
          <Button danger icon={<CloseOutlined />} disabled={!count} onClick={() => askReject(selected)}>
            {withCount(t('reject.selected'))}
          </Button>
          <Button icon={<SettingOutlined />} disabled={!schoolList.length} onClick={() => setConfiguring(true)}>
            {t('mode.button')}
          </Button>
        </Access>
      }
      scrollX={1500}
      table={{
        selection: { selected, onChange: setSelected, label: (a) => a.applicantName, locked: (a) => !isDecidable(a) },
      }}
    >
      <RejectDialog applications={decisions.rejecting} onSubmit={decisions.reject} onClose={decisions.closeReject} />
      <ApprovalModeDialog
        open={configuring}
        schools={schoolList}
        onSubmit={async (form) => {
          const saved = await saveMode(form);
          if (saved) setConfiguring(false);
          return saved;
        }}
        onClose={() => setConfiguring(false)}
      />
    </CrudScreen>
  );
}
