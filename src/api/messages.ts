import { i18n } from '@/i18n';

/** Default message by response code. */
export function codeMessage(code: number, serverMsg?: string): string {
  switch (code) {
    case 401:
      return i18n.t('request:code401');
    case 403:
      return i18n.t('request:code403');
    case 404:
      return i18n.t('request:code404');
    default:
      return serverMsg || i18n.t('request:codeDefault');
  }
}

/** Message for a failure below the envelope: no answer, timeout, or an HTTP error status. */
export function transportMessage(error: { message?: string; code?: string; status?: number }): string {
  const text = error.message ?? '';
  if (text === 'Network Error' || error.code === 'ERR_NETWORK') return i18n.t('request:network');
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || text.includes('timeout')) {
    return i18n.t('request:timeout');
  }
  const status = error.status ?? Number(/status code (\d{3})/.exec(text)?.[1]);
  if (status) return i18n.t('request:status', { status });
  return text || i18n.t('request:codeDefault');
}

/**
 * The server's own message in the envelope of an HTTP refusal (429 a rate limit, 415 a body not
 * JSON); null when the answer carries none (a gateway's page).
 */
export function httpRefusalMessage(data: unknown): string | null {
  const msg = (data as { msg?: unknown } | null | undefined)?.msg;
  return typeof data === 'object' && typeof msg === 'string' && msg.trim() ? msg : null;
}

/** Message for HTTP 429 from something in front of the server, which names no reason. */
export const tooManyRequestsMessage = (): string => i18n.t('request:tooMany');
