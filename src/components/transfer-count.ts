interface SectionCount {
  selectedCount: number;
  totalCount: number;
}

/**
 * The count in a Transfer list's header ("2/16 courses"), for its `selectAllLabels`. antd's own
 * picks its English unit by "more than one", so an empty list reads "0 item"; `count` words the
 * number with i18next's plural rules instead (`t('…Count', { count })`, `_one` and `_other` keys).
 */
export const transferCount =
  (count: (total: number) => string) =>
  ({ selectedCount, totalCount }: SectionCount) =>
    (selectedCount > 0 ? `${selectedCount}/` : '') + count(totalCount);
