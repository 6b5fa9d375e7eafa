import type { ConfigProviderProps } from 'antd';
import styles from './click-wave.module.css';

type ShowWaveEffect = NonNullable<NonNullable<ConfigProviderProps['wave']>['showEffect']>;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * antd's press feedback (the ring round a clicked button, switch or checkbox), drawn by a plain
 * element whose fading the compositor animates: antd's own effect costs about 60 ms of main thread
 * per click (a React root per press, a box-shadow painted in every frame), much of it while the
 * list a search button asked for renders.
 */
export const showClickWave: ShowWaveEffect = (element, { component, token }) => {
  // antd shows no ring when a checkbox is being cleared
  if (component === 'Checkbox' && !element.querySelector('input')?.checked) return;
  if (reducedMotion()) return;
  const ring = document.createElement('span');
  ring.className = styles.ring;
  ring.setAttribute('aria-hidden', 'true');
  const danger = element.classList.contains('ant-btn-dangerous');
  ring.style.setProperty('--click-wave-color', danger ? token.colorError : token.colorPrimary);
  ring.addEventListener('animationend', () => ring.remove(), { once: true });
  element.insertBefore(ring, element.firstChild);
};
