import { feedback } from '@/api/feedback';
import { currentLanguage, i18n } from '@/i18n';
import { listPhrase } from '@/utils/list-phrase';

function ask(content: string): Promise<boolean> {
  return feedback.ask({
    title: i18n.t('common:systemPrompt'),
    content,
    okText: i18n.t('common:ok'),
    cancelText: i18n.t('common:cancel'),
    type: 'warning',
  });
}

const named = (name: string | readonly string[]) =>
  typeof name === 'string' ? name : listPhrase(name, currentLanguage());

/** Enabling or disabling a record asks first, naming it: 确认要停用"张三"吗？ / Disable "Zhang San"? */
export function confirmStatus(name: string, enable: boolean): Promise<boolean> {
  return ask(i18n.t(enable ? 'widgets:confirm.enable' : 'widgets:confirm.disable', { name }));
}

/** Deleting asks first, naming the record(s): 是否确认删除"张三"？ / Delete "Zhang San"? */
export function confirmDelete(name: string | readonly string[]): Promise<boolean> {
  return ask(i18n.t('widgets:confirm.delete', { name: named(name) }));
}

/** Any other action that deserves a question (e.g. refresh cache), with the given text. */
export function confirmAction(content: string): Promise<boolean> {
  return ask(content);
}
