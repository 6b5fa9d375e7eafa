import { useEffect } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { useDisciplineChoices } from './queries';

// The discipline and subject filters of the catalogue. Form.Item gives each its value (a string,
// as kept in the address) and onChange; the subject list follows the chosen discipline.

interface ControlProps {
  /** from Form.Item: the id its label points at */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

export const DISCIPLINE_FIELD = 'disciplineId';
export const SUBJECT_FIELD = 'subjectId';

export function DisciplineFilter({ id, value, onChange }: ControlProps) {
  const { t } = useTranslation('course');
  const choices = useDisciplineChoices();
  const language = currentLanguage();
  return (
    <Select
      id={id}
      allowClear
      value={value}
      onChange={onChange}
      placeholder={t('discipline')}
      aria-label={t('discipline')}
      style={{ width: 150 }}
      loading={choices.isLoading}
      options={(choices.data ?? []).map((d) => ({
        value: String(d.disciplineId),
        label: inLanguage(language, d.disciplineName, d.disciplineNameEn),
      }))}
    />
  );
}

/** The subjects of the chosen discipline (all of them when none is chosen). */
export function SubjectFilter({ id, value, onChange }: ControlProps) {
  const { t } = useTranslation('course');
  const form = Form.useFormInstance();
  const disciplineId = Form.useWatch<string | undefined>(DISCIPLINE_FIELD, form);
  const choices = useDisciplineChoices();
  const language = currentLanguage();
  const subjects = (choices.data ?? [])
    .filter((d) => !disciplineId || String(d.disciplineId) === disciplineId)
    .flatMap((d) => d.subjects);
  const fits = !value || subjects.some((s) => String(s.subjectId) === value);
  // A subject of another discipline is dropped as soon as the discipline changes.
  useEffect(() => {
    if (choices.data && !fits) onChange?.(undefined);
  }, [choices.data, fits, onChange]);
  return (
    <Select
      id={id}
      allowClear
      value={fits ? value : undefined}
      onChange={onChange}
      placeholder={t('subject')}
      aria-label={t('subject')}
      style={{ width: 170 }}
      loading={choices.isLoading}
      options={subjects.map((s) => ({
        value: String(s.subjectId),
        label: inLanguage(language, s.subjectName, s.subjectNameEn),
      }))}
    />
  );
}
