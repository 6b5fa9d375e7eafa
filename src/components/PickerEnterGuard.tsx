import { useContext, useEffect } from 'react';
import { ConfigProvider } from 'antd';

/**
 * Enter in a date or time picker picks what was typed or highlighted (the picker does that
 * itself) and goes no further: without this, the browser would also submit the form around the
 * picker, saving a dialog or an editor half filled in. Listens on the document, after the
 * picker's own handlers, and keeps only the browser's default (the form's submission) from
 * happening; Enter in any other field still submits its form.
 */
export function PickerEnterGuard() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const pickerClass = getPrefixCls('picker');
  useEffect(() => {
    const keyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      const field = event.target;
      if (field instanceof HTMLInputElement && field.form && field.closest(`.${pickerClass}`)) event.preventDefault();
    };
    document.addEventListener('keydown', keyDown);
    return () => document.removeEventListener('keydown', keyDown);
  }, [pickerClass]);
  return null;
}
