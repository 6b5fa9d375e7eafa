import type { ContentRow } from '../rows/business';
import { SAMPLE_FILES, sampleUrl } from '../samples/sample-files';
import { seeded } from './audit';

// Content items: short bilingual videos that schools share by QR code. Every seeded item plays
// the sample mp4, so the public page works from the start.

const VIDEO = sampleUrl(SAMPLE_FILES[4]);

type Entry = [title: string, titleEn: string, description: string, descriptionEn: string, created: string];

const ENTRIES: Entry[] = [
  [
    '串联与并联电路演示',
    'Series and parallel circuits',
    '用两节电池和三个小灯泡，对比串联与并联时灯泡的亮度。',
    'Two batteries and three bulbs show how bright the bulbs are in series and in parallel.',
    '2026-03-02 09:15:00',
  ],
  [
    '植物的光合作用',
    'How plants make food',
    '通过水草在光照下冒出的气泡，观察光合作用产生氧气。',
    'Bubbles rising from pondweed in the light show that photosynthesis gives off oxygen.',
    '2026-03-18 14:30:00',
  ],
  [
    '纸桥承重挑战',
    'Paper bridge challenge',
    '只用一张 A4 纸搭一座桥，看看它能承受多少枚硬币。',
    'Build a bridge from one sheet of A4 paper and see how many coins it can hold.',
    '2026-04-07 10:00:00',
  ],
  [
    '月相变化',
    'Phases of the Moon',
    '用一盏灯和一个小球，模拟一个月里月亮形状的变化。',
    'A lamp and a small ball show how the Moon seems to change shape over a month.',
    '2026-04-21 16:45:00',
  ],
  [
    '校园垃圾分类',
    'Sorting waste at school',
    '认识可回收物、厨余垃圾、有害垃圾和其他垃圾，并动手分一分。',
    'Learn the four kinds of waste (recyclable, food, hazardous, other) and sort some yourself.',
    '2026-05-06 08:30:00',
  ],
  [
    '简易净水器',
    'A simple water filter',
    '用沙子、木炭和小石子做一个净水器，比较过滤前后的水。',
    'Make a filter from sand, charcoal and pebbles, and compare the water before and after.',
    '2026-05-20 13:20:00',
  ],
];

export function seedContents(): ContentRow[] {
  return ENTRIES.map(([title, titleEn, description, descriptionEn, created], i) => ({
    contentId: i + 1,
    title,
    titleEn,
    link: `/contentView?id=${i + 1}`,
    video: VIDEO,
    poster: '',
    description,
    descriptionEn,
    ...seeded(created),
  }));
}
