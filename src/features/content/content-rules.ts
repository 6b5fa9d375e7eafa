import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { extensionOf, nameOfUrl } from '@/components/upload/upload-checks';

// The editor's checks: the same as the backend's, with the same words (docs/api.md "Content").

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 2000;

/** Whether an upload's URL names an .mp4 file (the name is the URL's last part). */
export const isMp4Url = (url: string) => extensionOf(nameOfUrl(url)) === 'mp4';

export function contentRules(t: TFunction) {
  const tooLong = (max: number) => ({ max, message: t('content:tooLong', { max }) });
  return {
    titleZh: [{ required: true, whitespace: true, message: t('content:titleRequired') }, tooLong(TITLE_MAX)],
    titleEn: [tooLong(TITLE_MAX)],
    video: [
      { required: true, message: t('content:videoRequired') },
      {
        validator: (_: unknown, value: string | undefined) =>
          !value || isMp4Url(value) ? Promise.resolve() : Promise.reject(new Error(t('content:videoMp4'))),
      },
    ],
    descriptionZh: [
      { required: true, whitespace: true, message: t('content:descriptionRequired') },
      tooLong(DESCRIPTION_MAX),
    ],
    descriptionEn: [tooLong(DESCRIPTION_MAX)],
  } satisfies Record<string, Rule[]>;
}
