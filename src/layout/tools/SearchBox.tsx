import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_PATH } from '@/features/search';
import styles from '../layout.module.css';

/** Looks like a disabled text field, acts as a button: opens the menu search page. */
export default function SearchBox() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.searchBox}
      aria-label={t('searchMenus')}
      onClick={() => void navigate(SEARCH_PATH)}
    >
      <SearchOutlined aria-hidden />
      <span className={styles.searchPlaceholder}>{t('searchMenus')}</span>
    </button>
  );
}
