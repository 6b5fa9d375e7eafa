import { useState } from 'react';
import { Button, Card, Result, Space } from 'antd';
import { CloseOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import { useListAction } from '@/components/list';
import PageLoading from '@/components/PageLoading';
import { useClosePage } from '@/hooks/useClosePage';
import { currentLanguage } from '@/i18n';
import { useRecordId } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { AidFacts } from './AidFacts';
import { askForAid } from './api';
import { AskDialog } from './AskDialog';
import { SHOP_LIST_PATH } from './paths';
import { SHOP_PERMS } from './perms';
import { shopKeys, useAid } from './queries';
import { LoadFailed } from '@/components/LoadFailed';

/**
 * `user/shop/demo` at /user/shop/demo/{aidId}: the demo page of one teaching aid: its photos,
 * description, what the box contains and the courses that use it, with "ask for this".
 */
export default function ShopDemoPage() {
  const { t } = useTranslation('shop');
  const aidId = useRecordId('aidId');
  const aid = useAid(aidId);
  const closePage = useClosePage();
  const [asking, setAsking] = useState(false);
  const ask = useListAction(shopKeys.all, askForAid, t('ask.sent'));

  if (aidId === null) return <Result status="404" subTitle={t('unknown')} />;
  if (aid.isError) {
    return <LoadFailed error={aid.error} notFound={t('unknown')} onRetry={() => void aid.refetch()} />;
  }
  if (!aid.data) return <PageLoading />;
  const name = inLanguage(currentLanguage(), aid.data.nameZh, aid.data.nameEn);

  return (
    <Card
      variant="borderless"
      title={name}
      extra={
        <Space wrap>
          <Access permission={SHOP_PERMS.query}>
            <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => setAsking(true)}>
              {t('ask.button')}
            </Button>
          </Access>
          <Button icon={<CloseOutlined />} onClick={() => void closePage(SHOP_LIST_PATH)}>
            {t('demo.back')}
          </Button>
        </Space>
      }
    >
      <AidFacts aid={aid.data} />
      <AskDialog
        aidName={asking ? name : null}
        onSubmit={async (form) => {
          const sent = await ask({ ...form, aidId });
          if (sent) setAsking(false);
          return sent;
        }}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
