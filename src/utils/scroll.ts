/** The scroll-to-top animation lasts 800 ms. */
export const SCROLL_TOP_MS = 800;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Smoothly scrolls the window to the top in `duration` ms (an exact duration, unlike 'smooth'). */
export function scrollToTop(duration = SCROLL_TOP_MS): void {
  const start = window.scrollY;
  if (start <= 0) return;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOut(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
