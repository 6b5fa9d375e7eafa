import { feedback } from '@/api/feedback';
import { detectLanguage } from '@/utils/language';
import { onSaveFailure } from './db/persist';
import { t } from './lib/lang';

/**
 * When the browser refuses to save the mock database (storage full or blocked), the user hears
 * it once, in their language: the data is kept in this tab and saved again with the next change,
 * but would be lost if the tab closed first.
 */
export function tellWhenSavingFails(): void {
  onSaveFailure(() => {
    void feedback.warning(
      t(
        detectLanguage(),
        '浏览器存储空间不足或不可用，演示数据暂时只保存在当前页面中，关闭页面前请释放存储空间',
        'The browser could not save the demo data (storage full or blocked). It is kept in this tab for now; free some storage before closing the tab',
      ),
    );
  });
}
