import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { LoginResult } from '@contract/monitor';

/** How each result looks: a login green, a plain end grey, a forced end orange, a refusal red. */
const COLOURS: Partial<Record<LoginResult, string>> = {
  loggedIn: 'success',
  loggedOut: 'default',
  forcedOut: 'warning',
};

/** What became of the attempt, in the user's language (登录成功 / Logged in ...). */
export const resultName = (t: TFunction, result: string): string =>
  t(`logininfor:results.${result}`, { defaultValue: result });

export function ResultTag({ t, result }: { t: TFunction; result: LoginResult }) {
  return <Tag color={COLOURS[result] ?? 'error'}>{resultName(t, result)}</Tag>;
}
