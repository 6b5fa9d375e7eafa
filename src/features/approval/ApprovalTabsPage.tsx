import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import PageLoading from '@/components/PageLoading';
import ApprovalPage from './ApprovalPage';
import { APPROVAL_PERMS } from './perms';
import { lazyComponent } from '@/utils/lazy-component';

// The teachers' teaching-aid requests belong to the shop; the school handles them here, beside the
// applications to join it. Loaded when the tab is first opened.
const AidRequestsPanel = lazyComponent(() => import('@/features/shop/requests/AidRequestsPanel'), PageLoading);

const TAB = 'tab';
const AID_REQUESTS = 'aidRequests';

/**
 * `admin/approval/index`: the applications to join the school, and the teaching-aid requests. The
 * open tab is in the address (`?tab=aidRequests`), so a reload, a shared link or a message about a
 * request lands on it; the applications tab, the first, leaves no trace there.
 */
export default function ApprovalTabsPage() {
  const { t } = useTranslation('approval');
  const [params, setParams] = useSearchParams();
  const active = params.get(TAB) === AID_REQUESTS ? AID_REQUESTS : 'applications';
  const show = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === AID_REQUESTS) next.set(TAB, key);
        else next.delete(TAB);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs
      activeKey={active}
      onChange={show}
      items={[
        { key: 'applications', label: t('tabs.applications'), children: <ApprovalPage /> },
        {
          key: AID_REQUESTS,
          label: t('tabs.aidRequests'),
          children: (
            <Card variant="borderless">
              <AidRequestsPanel handlePermission={APPROVAL_PERMS.edit} />
            </Card>
          ),
        },
      ]}
    />
  );
}
