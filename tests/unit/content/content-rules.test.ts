import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { contentRules, isMp4Url } from '@/features/content/content-rules';

describe('content editor rules', () => {
  it('takes only an mp4 as the video, by the name at the end of its URL', () => {
    expect(isMp4Url('/csp/system/oss/file/5/%E6%BC%94%E7%A4%BA.MP4')).toBe(true);
    expect(isMp4Url('/csp/system/oss/file/5/clip.mov')).toBe(false);
    expect(isMp4Url('/csp/system/oss/file/5/mp4')).toBe(false);
  });

  it('says why a video is refused, in the language shown', async () => {
    const check = (url: string) => {
      const rule = contentRules(i18n.t).video[1] as { validator: (r: unknown, v: string) => Promise<void> };
      return rule.validator({}, url);
    };
    await expect(check('/f/clip.mov')).rejects.toThrow('视频必须是 mp4 文件');
    await expect(check('/f/clip.mp4')).resolves.toBeUndefined();
    await i18n.changeLanguage('en');
    try {
      await expect(check('/f/clip.mov')).rejects.toThrow('The video must be an mp4 file');
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
