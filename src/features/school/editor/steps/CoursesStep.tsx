import { Form, Select, Transfer } from 'antd';
import { matchesShownText, SEARCH_BY_LABEL } from '@/components/select-search';
import { useTranslation } from 'react-i18next';
import { transferCount } from '@/components/transfer-count';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { useCourseOptions } from '../../queries';

interface ControlProps {
  value?: number[];
  onChange?: (value: number[]) => void;
}

/**
 * The enabled courses on the left, the school's on the right; searchable by title in either
 * language. A phone has no room for two lists side by side: there it is one searchable select.
 */
function CourseTransfer({ value, onChange }: ControlProps) {
  const { t } = useTranslation('school');
  const courses = useCourseOptions();
  const phone = usePhoneWidth();
  const language = currentLanguage();
  const countLabel = transferCount((count) => t('courses.count', { count }));
  const data = (courses.data ?? []).map((c) => ({
    key: c.courseId,
    title: inLanguage(language, c.title, c.titleEn),
    other: `${c.title} ${c.titleEn}`,
  }));
  if (phone) {
    return (
      <Select
        mode="multiple"
        aria-label={t('courses.label')}
        value={value ?? []}
        onChange={onChange}
        placeholder={t('courses.search')}
        showSearch={SEARCH_BY_LABEL}
        options={data.map((d) => ({ value: d.key, label: d.title, searchText: d.other }))}
      />
    );
  }
  return (
    <Transfer
      dataSource={data}
      targetKeys={value ?? []}
      onChange={(keys) => onChange?.(keys.map(Number))}
      render={(item) => item.title}
      showSearch
      filterOption={(input, item) => matchesShownText(input, { searchText: item.other })}
      titles={[t('courses.available'), t('courses.chosen')]}
      selectAllLabels={[countLabel, countLabel]}
      actions={[t('courses.associate'), t('courses.dissociate')]}
      styles={{ section: { width: '100%', height: 360 } }}
      locale={{ searchPlaceholder: t('courses.search') }}
    />
  );
}

/** Step 3: the courses associated with the school. */
export function CoursesStep() {
  const { t } = useTranslation('school');
  return (
    <Form.Item name="courseIds" label={t('courses.label')} extra={t('courses.hint')}>
      <CourseTransfer />
    </Form.Item>
  );
}
