import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from './api';
import type { CaptchaAnswer } from './types';

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

function toState(answer: CaptchaAnswer): CaptchaState {
  const enabled = answer.captchaEnabled !== false;
  return { enabled, uuid: answer.uuid, src: enabled && answer.img ? captchaDataUrl(answer.img) : undefined };
}

// A failed captcha call was already explained by the request layer; clicking the image retries.
const ignore = () => undefined;

/** Loads a captcha now and on demand (clicking the image, after a failed attempt). */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ enabled: true });
  const refresh = useCallback(() => getCaptcha().then((answer) => setState(toState(answer)), ignore), []);
  useEffect(() => {
    let live = true;
    getCaptcha().then((answer) => live && setState(toState(answer)), ignore);
    return () => {
      live = false;
    };
  }, []);
  return { captcha: state, refreshCaptcha: refresh };
}
