import { lazy, Suspense } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import PageLoading from '@/components/PageLoading';
import ApprovalPage from './ApprovalPage';
import { APPROVAL_PERMS } from './perms';

// The teachers' teaching-aid requests belong to the shop; the school handles them here, beside the
// applications to join it. Loaded when the tab is first opened.
const AidRequestsPanel = lazy(() => import('@/features/shop/requests/AidRequestsPanel'));

/** `admin/approval/index`: the applications to join the school, and the teaching-aid requests. */
export default function ApprovalTabsPage() {
  const { t } = useTranslation('approval');
  return (
    <Tabs
      items={[
        { key: 'applications', label: t('tabs.applications'), children: <ApprovalPage /> },
        {
          key: 'aidRequests',
          label: t('tabs.aidRequests'),
          children: (
            <Card variant="borderless">
              <Suspense fallback={<PageLoading />}>
                <AidRequestsPanel handlePermission={APPROVAL_PERMS.edit} />
              </Suspense>
            </Card>
          ),
        },
      ]}
    />
  );
}
