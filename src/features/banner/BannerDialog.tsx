import { Form, Input, InputNumber, Select } from 'antd';
import { SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/components/DictSelect';
import { FormDialog, type RecordDialogProps } from '@/components/FormDialog';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { currentLanguage } from '@/i18n';
import { linkRules } from './link-rules';
import { useLinkChoices } from './queries';
import type { Banner, BannerForm } from './types';

type Props = RecordDialogProps<Banner, BannerForm> & {
  /** the sort a new banner starts with (after the last one) */
  nextSort: number;
};

const TITLE_MAX = 100;

/**
 * Add or edit a banner: title (Chinese required, English optional), picture, sort, and what it
 * links to, chosen from the matching list (courses, content items, activities) or typed (an
 * external http(s) address). The link is required only in the Chinese console.
 */
export function BannerDialog({ record, nextSort, onSubmit, ...dialog }: Props) {
  const { t } = useTranslation('banner');
  const [form] = Form.useForm<BannerForm>();
  const language = currentLanguage();
  const choices = useLinkChoices(dialog.open);
  const linkType = Form.useWatch('linkType', form);
  const rules = linkRules(t, language, form);
  const required = (message: string) => ({ required: true, whitespace: true, message });
  const initial: Partial<BannerForm> = record
    ? {
        bannerId: record.bannerId,
        titleZh: record.titleZh ?? record.title,
        titleEn: record.titleEn ?? '',
        image: record.image,
        linkType: record.linkType || undefined,
        sourceId: record.sourceId || undefined,
        sort: record.sort,
      }
    : { sort: nextSort };

  return (
    <FormDialog<BannerForm>
      {...dialog}
      form={form}
      title={record ? t('edit') : t('add')}
      initialValues={initial}
      onSubmit={(values) => onSubmit({ ...values, linkType: values.linkType ?? '', sourceId: values.sourceId ?? '' })}
      labelWidth={110}
    >
      <Form.Item name="titleZh" label={t('titleZh')} rules={[required(t('titleRequired')), { max: TITLE_MAX }]}>
        <Input maxLength={TITLE_MAX} />
      </Form.Item>
      <Form.Item name="titleEn" label={t('titleEn')} rules={[{ max: TITLE_MAX }]}>
        <Input maxLength={TITLE_MAX} />
      </Form.Item>
      <Form.Item name="image" label={t('image')} rules={[required(t('imageRequired'))]}>
        <ImageUpload limit={1} />
      </Form.Item>
      <Form.Item
        name="linkType"
        label={t('linkType')}
        rules={rules.linkType}
        required={language === 'zh'}
        dependencies={['sourceId']}
      >
        <DictSelect
          type="banner_link_type"
          placeholder={t('linkType')}
          onChange={() => form.setFieldValue('sourceId', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="sourceId"
        label={t('source')}
        rules={rules.sourceId}
        required={language === 'zh'}
        dependencies={['linkType']}
      >
        {linkType === '4' ? (
          <Input placeholder="https://" maxLength={500} />
        ) : (
          <Select
            allowClear
            showSearch={SEARCH_BY_LABEL}
            disabled={!linkType}
            loading={choices.isLoading}
            placeholder={linkType ? t(`sourcePrompt.${linkType}`) : t('linkTypeFirst')}
            options={linkType ? (choices.data?.[linkType] ?? []) : []}
          />
        )}
      </Form.Item>
      <Form.Item name="sort" label={t('sort')} rules={[{ required: true, message: t('sortRequired') }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
