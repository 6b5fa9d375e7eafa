import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

// The editor's checks: the same as the backend's, with the same words (docs/api.md "Activities").

export const NAME_MAX = 100;
export const INTRO_MAX = 500;

/** Rich text that shows nothing (an emptied editor holds `<p><br></p>`) counts as empty. */
export const isBlankHtml = (html: string | undefined) =>
  !/<img\b/i.test(html ?? '') && !(html ?? '').replace(/<[^>]*>|&nbsp;/g, '').trim();

export function activityRules(t: TFunction) {
  const tooLong = (max: number) => ({ max, message: t('activity:tooLong', { max }) });
  return {
    nameZh: [{ required: true, whitespace: true, message: t('activity:nameRequired') }, tooLong(NAME_MAX)],
    nameEn: [tooLong(NAME_MAX)],
    introZh: [{ required: true, whitespace: true, message: t('activity:introRequired') }, tooLong(INTRO_MAX)],
    introEn: [tooLong(INTRO_MAX)],
    timeRange: [
      {
        validator: (_: unknown, value: [string, string] | null | undefined) => {
          if (!value?.[0] || !value[1]) return Promise.reject(new Error(t('activity:timeRequired')));
          return value[1] > value[0] ? Promise.resolve() : Promise.reject(new Error(t('activity:endAfterStart')));
        },
      },
    ],
    cover: [{ required: true, message: t('activity:coverRequired') }],
    content: [
      {
        validator: (_: unknown, value: string | undefined) =>
          isBlankHtml(value) ? Promise.reject(new Error(t('activity:contentRequired'))) : Promise.resolve(),
      },
    ],
  } satisfies Record<string, Rule[]>;
}
