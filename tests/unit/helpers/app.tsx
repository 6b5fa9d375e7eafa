import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/router';
import { useRoutesStore } from '@/stores/routes';
import { useSessionStore } from '@/stores/session';
import { answerOfCaptchaSvg } from './captcha';

/** The whole app at a given address, its calls answered through msw/node (the server: ./real-server.ts, or the test's own answers). */
export function renderApp(path: string) {
  // A fresh page load: stores start empty; the token cookie, like a browser's, stays.
  useSessionStore.getState().clear();
  useRoutesStore.getState().clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

export function locationOf(router: ReturnType<typeof renderApp>): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

/** Answers the captcha the way a person does: by reading the question in the image. */
export async function captchaAnswer(): Promise<string> {
  const image = (await screen.findByAltText('验证码图片')) as HTMLImageElement;
  return answerOfCaptchaSvg(atob(image.src.split(',')[1]));
}
