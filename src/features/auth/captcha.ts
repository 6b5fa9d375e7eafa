import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from './api';

export interface CaptchaState {
  enabled: boolean;
  uuid?: string;
  src?: string;
}

/** Backends send raster captchas; the embedded one sends SVG, which needs its own media type. */
export function captchaDataUrl(img: string): string {
  const isSvg = img.startsWith('PHN2') || img.startsWith('PD94');
  return `data:${isSvg ? 'image/svg+xml' : 'image/jpeg'};base64,${img}`;
}

/** Loads a captcha now and on demand (clicking the image, after a failed attempt). */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ enabled: true });
  const refresh = useCallback(async () => {
    try {
      const answer = await getCaptcha();
      const enabled = answer.captchaEnabled !== false;
      setState({ enabled, uuid: answer.uuid, src: enabled && answer.img ? captchaDataUrl(answer.img) : undefined });
    } catch {
      // The request layer said why; the image keeps offering a retry on click.
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha: state, refreshCaptcha: refresh };
}
