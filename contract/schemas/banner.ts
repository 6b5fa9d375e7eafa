import { z } from 'zod';
import { address, chineseIn, int, label, listQuery, optionalChoice, pathId, pathIds, text } from '@contract/input';

// What the banners' calls take (docs/api.md "Banners").

const ID = label('轮播图编号', 'Banner id');
const TITLE = label('标题', 'Title');

export const bannerListQuery = listQuery({ title: text(TITLE) });

const FIELDS = {
  title: text(TITLE, { required: true, max: 100 }),
  titleEn: text(label('英文标题', 'English title'), { max: 100 }),
  image: address(label('图片', 'Image'), { required: true, max: 500 }),
  /** null and '' when the banner links nowhere; which of them a request needs is the records' rule */
  linkType: optionalChoice(label('链接类型', 'Link type'), ['1', '2', '3', '4']),
  sourceId: text(label('链接内容', 'Link content'), { max: 500 }),
  sort: int(label('排序', 'Sort'), { min: 0, max: 9999 }),
  remark: text(label('备注', 'Remark'), { max: 500 }),
};

export const newBanner = chineseIn(['title'], z.object(FIELDS));
export const changedBanner = chineseIn(['title'], z.object({ bannerId: int(ID), ...FIELDS }));
export type BannerInput = z.output<typeof newBanner>;

/** The carousel's new order: checked against the banners themselves (anything but a list names none). */
export const bannerOrder = z.object({
  bannerIds: z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.unknown())),
});

export const oneBanner = z.object({ bannerId: pathId(ID) });
export const someBanners = z.object({ bannerIds: pathIds(ID) });
