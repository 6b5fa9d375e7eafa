import { Button, Drawer, Result, Space, Spin } from 'antd';
import { ExperimentOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { AidFacts } from './AidFacts';
import { shopDemoPath } from './paths';
import { SHOP_PERMS } from './perms';
import { useAid } from './queries';

interface Props {
  /** the aid shown; the drawer is open while there is one */
  aidId: number | null;
  onAsk: (aidId: number, name: string) => void;
  onClose: () => void;
}

/** One aid beside the catalogue: its facts, "ask for this" and its demo page. */
export function AidDrawer({ aidId, onAsk, onClose }: Props) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const aid = useAid(aidId);
  const name = aid.data ? inLanguage(currentLanguage(), aid.data.nameZh, aid.data.nameEn) : '';
  return (
    <Drawer
      open={aidId !== null}
      onClose={onClose}
      title={name || t('detailTitle')}
      size="large"
      footer={
        aid.data ? (
          <Space wrap>
            <Button icon={<ExperimentOutlined />} onClick={() => void navigate(shopDemoPath(aid.data.aidId))}>
              {t('demo.open')}
            </Button>
            <Access permission={SHOP_PERMS.query}>
              <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => onAsk(aid.data.aidId, name)}>
                {t('ask.button')}
              </Button>
            </Access>
          </Space>
        ) : null
      }
    >
      {aid.isError ? (
        <Result status="404" subTitle={t('unknown')} />
      ) : aid.data ? (
        <AidFacts aid={aid.data} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
