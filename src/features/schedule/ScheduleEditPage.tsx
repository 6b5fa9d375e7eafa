import { useMemo, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Radio, Space, Spin, Tag, TimePicker } from 'antd';
import type { Rule } from 'antd/es/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { useLocation } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { IdSelect } from '@/components/IdSelect';
import { DraftNotice } from '@/components/steps-editor';
import { useClosePage } from '@/hooks/useClosePage';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useLocalDraft } from '@/hooks/useLocalDraft';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { useCurrentPage } from '@/router/current-page';
import { useSessionStore } from '@/stores/session';
import { draftKey } from '@/utils/drafts';
import { saveSchedule } from './api';
import { asDay, asTime, dayOf, DAY_FORMAT, TIME_FORMAT, timeOf } from './day-fields';
import { SCHEDULE_CALENDAR_PATH, SCHEDULE_LIST_PATH } from './paths';
import { SCHEDULE_DRAFT, scheduleKeys, useSchedule, useScheduleOptions } from './queries';
import type { ScheduleForm, ScheduleItem } from './types';
import { LoadFailed } from '@/components/LoadFailed';

const formOf = (item: ScheduleItem): ScheduleForm => ({
  classId: item.classId,
  courseId: item.courseId,
  lessonId: item.lessonId,
  date: item.date,
  startTime: item.startTime,
  endTime: item.endTime,
  place: item.place,
  scope: 'one',
});

/** A new lesson, with the slot the calendar's selection gave (`?date=&start=&end=`). */
function newForm(query: URLSearchParams): ScheduleForm {
  return {
    date: query.get('date') ?? undefined,
    startTime: query.get('start') ?? undefined,
    endTime: query.get('end') ?? undefined,
    place: '',
  };
}

/**
 * `user/schedule/edite_base` at /user/schedule/edite_base/:id (`new` or an id): plan a lesson
 * (optionally weekly until a date) or change one, or this and the following ones of its series.
 * Keeps a local draft of unsaved work; the server refuses a clash and says which lesson is in the way.
 */
export default function ScheduleEditPage() {
  const { t } = useTranslation('schedule');
  const formName = useFormName('schedule-editor');
  const raw = useCurrentPage().params.id ?? 'new';
  const scheduleId = raw === 'new' ? null : Number(raw);
  const { search } = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const item = useSchedule(scheduleId);
  const options = useScheduleOptions();
  const [form] = Form.useForm<ScheduleForm>();
  const [saved, setSaved] = useState<ScheduleForm | undefined>(undefined);
  const loaded = useMemo(
    () => (scheduleId === null ? newForm(query) : item.data ? formOf(item.data) : undefined),
    [scheduleId, item.data, query],
  );
  const baseline = saved ?? loaded;
  useLoadForm(form, loaded);
  const dirty = useFormDirty(form, baseline);
  const user = useSessionStore((s) => s.user?.userId ?? s.name);
  const draft = useLocalDraft(draftKey(user, SCHEDULE_DRAFT, scheduleId ?? 'new'), form, {
    dirty,
    baselineUpdatedAt: item.data?.updateTime || item.data?.createTime,
  });
  const courseId = Form.useWatch('courseId', form);
  const closePage = useClosePage();
  const phone = usePhoneWidth();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const back = query.get('from') === 'calendar' ? SCHEDULE_CALENDAR_PATH : SCHEDULE_LIST_PATH;

  if (item.isError) {
    return <LoadFailed error={item.error} notFound={t('editor.missing')} onRetry={() => void item.refetch()} />;
  }

  const required = (label: string): Rule[] => [
    { required: true, message: t('widgets:list.required', { field: label }) },
  ];
  const endAfterStart: Rule = ({ getFieldValue }) => ({
    validator: (_, end?: string) =>
      !end || !getFieldValue('startTime') || end > (getFieldValue('startTime') as string)
        ? Promise.resolve()
        : Promise.reject(new Error(t('editor.endAfterStart'))),
  });
  const untilAfterDate: Rule = ({ getFieldValue }) => ({
    validator: (_, until?: string) =>
      !until || !getFieldValue('date') || until >= (getFieldValue('date') as string)
        ? Promise.resolve()
        : Promise.reject(new Error(t('editor.untilAfterDate'))),
  });

  const submit = async (values: ScheduleForm) => {
    setSaving(true);
    try {
      await saveSchedule({ ...values, scheduleId: scheduleId ?? undefined, lessonId: values.lessonId ?? null });
      await draft.saved();
      setSaved(form.getFieldsValue(true) as ScheduleForm);
    } catch {
      return; // the request layer showed the server's message (a clash names the lesson); the form keeps its values
    } finally {
      setSaving(false);
    }
    void feedback.success(t(scheduleId === null ? 'widgets:list.added' : 'widgets:list.edited'));
    await client.invalidateQueries({ queryKey: scheduleKeys.all });
    await closePage(back, { saved: true });
  };

  const courses = options.data?.courses ?? [];
  // only a user who sees every teacher's schedule gets teachers to choose from
  const teachers = options.data?.teachers ?? [];
  const lessons = courses.find((c) => c.courseId === courseId)?.lessons ?? [];
  const inSeries = item.data?.seriesId != null;

  return (
    <Card
      variant="borderless"
      title={scheduleId === null ? t('editor.addTitle') : t('editor.title')}
      extra={
        <Tag color={dirty ? 'warning' : 'success'} role="status">
          {dirty ? t('editor.unsaved') : t('editor.saved')}
        </Tag>
      }
    >
      {loaded ? null : <Spin style={{ display: 'block', padding: 48 }} />}
      {draft.offered ? (
        <DraftNotice draft={draft.offered} onRestore={() => void draft.restore()} onDiscard={draft.discard} />
      ) : null}
      <Form<ScheduleForm>
        form={form}
        name={formName}
        // on a phone the labels go above their fields: a label column would squeeze them
        layout={phone ? 'vertical' : 'horizontal'}
        labelCol={phone ? undefined : { flex: '150px' }}
        labelWrap
        // Beside a label column the field takes the rest of the row; under its label it takes the
        // whole row (a field of no width of its own would share the label's line, and the item
        // would keep one line's height while its field and hint run over the next one).
        wrapperCol={phone ? undefined : { flex: '1 1 0', style: { minWidth: 0 } }}
        style={{ maxWidth: 720, display: loaded ? undefined : 'none', marginTop: 16 }}
        onFinish={(values) => void submit(values)}
      >
        {teachers.length && scheduleId === null ? (
          <Form.Item name="teacherUserId" label={t('teacher')} rules={required(t('teacher'))}>
            <IdSelect placeholder={t('teacher')} choices={teachers.map((x) => ({ value: x.userId, label: x.name }))} />
          </Form.Item>
        ) : null}
        <Form.Item name="classId" label={t('class')} rules={required(t('class'))}>
          <IdSelect
            placeholder={t('class')}
            loading={options.isLoading}
            choices={(options.data?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }))}
          />
        </Form.Item>
        <Form.Item name="courseId" label={t('course')} rules={required(t('course'))}>
          <IdSelect
            placeholder={t('course')}
            loading={options.isLoading}
            onChange={() => form.setFieldValue('lessonId', null)}
            choices={courses.map((c) => ({ value: c.courseId, label: c.title }))}
          />
        </Form.Item>
        <Form.Item name="lessonId" label={t('lesson')} extra={t('editor.lessonHint')}>
          <IdSelect
            allowClear
            placeholder={t('lesson')}
            choices={lessons.map((l) => ({ value: l.lessonId, label: l.title }))}
          />
        </Form.Item>
        <Form.Item name="date" label={t('date')} rules={required(t('date'))} getValueProps={asDay} normalize={dayOf}>
          <DatePicker format={DAY_FORMAT} />
        </Form.Item>
        <Form.Item
          name="startTime"
          label={t('startTime')}
          rules={required(t('startTime'))}
          getValueProps={asTime}
          normalize={timeOf}
        >
          <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('endTime')}
          dependencies={['startTime']}
          rules={[...required(t('endTime')), endAfterStart]}
          getValueProps={asTime}
          normalize={timeOf}
        >
          <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} />
        </Form.Item>
        <Form.Item name="place" label={t('place')}>
          <Input maxLength={100} />
        </Form.Item>
        {scheduleId === null ? (
          <Form.Item
            name="repeatUntil"
            label={t('repeatUntil')}
            dependencies={['date']}
            rules={[untilAfterDate]}
            extra={t('editor.repeatHint')}
            getValueProps={asDay}
            normalize={dayOf}
          >
            <DatePicker format={DAY_FORMAT} />
          </Form.Item>
        ) : null}
        {inSeries ? (
          <Form.Item
            name="scope"
            label={t('scope.label')}
            extra={t('editor.seriesHint', { date: item.data?.seriesEnd })}
          >
            <Radio.Group>
              <Radio value="one">{t('scope.one')}</Radio>
              <Radio value="series">{t('scope.series')}</Radio>
            </Radio.Group>
          </Form.Item>
        ) : null}
        <Form.Item label={phone ? undefined : ' '} colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('editor.save')}
            </Button>
            <Button onClick={() => void closePage(back)}>{t('editor.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
