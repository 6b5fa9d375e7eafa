import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bodyWidth, deviceFor, useAppStore } from '@/stores/app';
import { applyBaseFontSize } from './base-font-size';

/** Follows the window: phone or desktop by the body's width, and the root font size. */
export function useResponsiveShell(): void {
  useEffect(() => {
    const update = () => {
      useAppStore.getState().setDevice(deviceFor(bodyWidth()));
      applyBaseFontSize(window.innerWidth);
    };
    update();
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      document.documentElement.style.fontSize = '';
    };
  }, []);
}

/** On a phone the sidebar drawer closes on every route change. */
export function useCloseDrawerOnNavigation(): void {
  const location = useLocation();
  useEffect(() => {
    useAppStore.getState().closeDrawer();
  }, [location]);
}
