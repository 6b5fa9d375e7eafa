import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { isErrorKind } from '@contract/errors';
import { env } from '@/env';
import { currentLanguage, i18n } from '@/i18n';
import { getToken } from '@/utils/auth-token';
import { encodeParams } from './params';
import { forgetSubmit, isRepeatSubmit } from './repeat-submit';
import { codeMessage, httpRefusalMessage, tooManyRequestsMessage, transportMessage } from './messages';
import { feedback } from './feedback';
import { announceRecordsChanged } from './record-changes';
import { showReloginDialog } from './relogin';
import { RequestError, type ApiResult } from './types';

export const REQUEST_TIMEOUT_MS = 10_000;
export const CAPTCHA_TIMEOUT_MS = 20_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: send no Authorization header (login, captcha, register). */
    withToken?: boolean;
    /** false: skip the double-submit guard for this call. */
    repeatSubmit?: boolean;
    /** false: a 401 answer does not open the re-login dialog (the caller handles it). */
    relogin?: boolean;
  }
}

/** The one axios instance every backend call goes through. */
export const service = axios.create({
  baseURL: env.baseApi,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
  paramsSerializer: { serialize: (params) => encodeParams(params) },
});

const submitKey = (config: AxiosRequestConfig) => `${config.baseURL ?? ''}${config.url ?? ''}`;

service.interceptors.request.use((config) => {
  config.headers.set('Content-Language', currentLanguage());
  const token = getToken();
  if (config.withToken !== false && token) config.headers.set('Authorization', `Bearer ${token}`);
  const method = config.method?.toLowerCase();
  if (config.repeatSubmit !== false && (method === 'post' || method === 'put')) {
    if (isRepeatSubmit(submitKey(config), config.data)) {
      const text = i18n.t('request:repeatSubmit');
      void feedback.warning(text);
      return Promise.reject(new RequestError(text));
    }
  }
  return config;
});
// In development one more request interceptor names the fault switch's choice in a header
// (src/dev/faults/fault-header.ts, added by src/main.tsx under import.meta.env.DEV).

/** An expired session, told by the body code or by the HTTP status: the one re-login dialog. */
function sessionExpired(config: AxiosRequestConfig): never {
  if (config.relogin !== false) showReloginDialog();
  throw new RequestError(i18n.t('request:invalidSession'), { code: 401 });
}

function isBinary(response: AxiosResponse): boolean {
  const type = response.request?.responseType ?? response.config.responseType;
  return type === 'blob' || type === 'arraybuffer';
}

/** Checks the envelope; shows the catalogue's message for every failure. */
export function handleEnvelope(response: AxiosResponse): AxiosResponse {
  if (isBinary(response)) return response;
  const body = response.data as ApiResult | string | undefined;
  if (typeof body !== 'object' || body === null) {
    forgetSubmit(submitKey(response.config));
    const text = i18n.t('request:nonJson');
    void feedback.error(text);
    throw new RequestError(text);
  }
  const code = body.code ?? 200;
  if (code === 200) return response;
  forgetSubmit(submitKey(response.config));
  const msg = codeMessage(code, body.msg);
  if (code === 401) sessionExpired(response.config);
  if (code === 500) void feedback.error(msg);
  else if (code === 601) void feedback.warning(msg);
  else void feedback.notifyError(msg);
  throw new RequestError(msg, { code, refusal: true, kind: isErrorKind(body.kind) ? body.kind : undefined });
}

function handleTransportError(error: unknown): never {
  if (error instanceof RequestError) throw error;
  const axiosError = error as AxiosError;
  if (axiosError.config) forgetSubmit(submitKey(axiosError.config));
  const status = axiosError.response?.status;
  if (status === 401) sessionExpired(axiosError.config ?? {});
  // the server's refusals with an HTTP status (docs/api.md "Errors"): its reason, in the user's language
  const reason = status === 429 || status === 415 ? httpRefusalMessage(axiosError.response?.data) : null;
  if (reason) {
    void feedback.error(reason);
    throw new RequestError(reason, { code: status, refusal: true });
  }
  const text =
    status === 429
      ? tooManyRequestsMessage()
      : transportMessage({
          message: axiosError.message,
          code: axiosError.code,
          status,
        });
  void feedback.error(text);
  throw new RequestError(text, { code: status });
}

service.interceptors.response.use(handleEnvelope, handleTransportError);

const WRITES = ['post', 'put', 'delete'];
// after the envelope's check, so only an accepted write: option lists elsewhere follow it (./record-changes.ts)
service.interceptors.response.use((response) => {
  if (WRITES.includes(response.config.method?.toLowerCase() ?? '')) announceRecordsChanged();
  return response;
});

/** Typed helpers: they resolve to the whole envelope (some answers carry rows/total/token beside data). */
export function get<T = ApiResult>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return service.get<T>(url, config).then((r) => r.data);
}
export function post<T = ApiResult>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return service.post<T>(url, data, config).then((r) => r.data);
}
export function put<T = ApiResult>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return service.put<T>(url, data, config).then((r) => r.data);
}
export function del<T = ApiResult>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return service.delete<T>(url, config).then((r) => r.data);
}
