import { Button } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { confirmDiscard, leaveWithoutAsking } from '@/stores/unsaved';
import { switchLanguage } from '@/utils/language';

/**
 * One button naming the other language; pressing it switches to it (the page reloads; open
 * tabs come back), after asking when input is unsaved.
 */
export default function LanguageSwitch() {
  const { t } = useTranslation();
  const other = currentLanguage() === 'zh' ? 'en' : 'zh';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      onClick={async () => {
        if (!(await confirmDiscard())) return;
        leaveWithoutAsking();
        switchLanguage(other);
      }}
      title={t('switchLanguage')}
    >
      {t(`languageName.${other}`)}
    </Button>
  );
}
