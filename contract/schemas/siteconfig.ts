import { z } from 'zod';
import { address, label, text } from '@contract/input';

// What the site configuration's save takes (docs/api.md "Site configuration"): all five required.

export const siteSettings = z.object({
  name: text(label('系统名称', 'Name'), { required: true, max: 50 }),
  enname: text(label('英文名称', 'English name'), { required: true, max: 100 }),
  slogan: text(label('标语', 'Slogan'), { required: true, max: 100 }),
  sloganEn: text(label('英文标语', 'English slogan'), { required: true, max: 200 }),
  logo: address(label('标志', 'Logo'), { required: true, max: 500 }),
});
export type SiteSettings = z.output<typeof siteSettings>;
