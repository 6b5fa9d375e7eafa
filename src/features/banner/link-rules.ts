import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { Language } from '@/utils/language';
import { isWebAddress } from '@contract/web-address';
import type { BannerForm } from './types';

// A banner's link, checked as the backend checks it (docs/api.md "Banners"): link type and link
// content are required when the console is in Chinese and optional in English, where one without
// the other is still refused; an external link is an http(s) address.

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function linkRules(t: TFunction, language: Language, form: FormInstance<BannerForm>) {
  const needed = (other: keyof BannerForm, message: string) => ({
    validator: (_: unknown, value: unknown) =>
      filled(value) || (language === 'en' && !filled(form.getFieldValue(other)))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });
  return {
    linkType: [needed('sourceId', t('banner:linkTypeRequired'))],
    sourceId: [
      needed('linkType', t('banner:sourceRequired')),
      {
        validator: (_: unknown, value: unknown) =>
          form.getFieldValue('linkType') !== '4' || !filled(value) || isWebAddress(String(value).trim())
            ? Promise.resolve()
            : Promise.reject(new Error(t('banner:webAddress'))),
      },
    ],
  };
}
