import { isLoadableAddress } from '../address-field';
import { said, text, type Label, type TextRule } from './fields';

/** Trimmed text that must be an address a page may load when given (../address-field.ts). */
export function address(l: Label, rule: TextRule = {}, options: { courseFile?: boolean } = {}) {
  return text(l, rule).refine((value) => !value || isLoadableAddress(value, options), {
    error: said(
      `${l.zh}必须是 http 或 https 地址，或本站的文件`,
      `${l.en} must be an http or https address or a file of this site`,
    ),
  });
}
