import { Button } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { switchLanguage } from '@/utils/language';

/** One button naming the other language; pressing it switches to it. */
export default function LanguageSwitch() {
  const { t } = useTranslation();
  const other = currentLanguage() === 'zh' ? 'en' : 'zh';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      onClick={() => switchLanguage(other)}
      title={t('switchLanguage')}
    >
      {t(`languageName.${other}`)}
    </Button>
  );
}
