import { Button } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { confirmDiscard, leaveWithoutAsking } from '@/stores/unsaved';
import { switchLanguage } from '@/utils/language';

/**
 * One button naming the other language; pressing it switches to it (the page reloads; open
 * tabs come back), after asking when input is unsaved. `compact` keeps only the icon (the name
 * stays the button's accessible name), for a phone's top bar where every pixel goes to the menu.
 */
export default function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const other = currentLanguage() === 'zh' ? 'en' : 'zh';
  const name = t(`languageName.${other}`);
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
      aria-label={compact ? name : undefined}
    >
      {compact ? null : name}
    </Button>
  );
}
