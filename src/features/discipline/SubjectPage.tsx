import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { createTimeColumn, CrudScreen, defineFilters, fieldColumn, useCrudList } from '@/components/list';
import { subjects } from './api';
import { CatalogueDialog } from './CatalogueDialog';
import { DisciplineSelect } from './DisciplineSelect';
import { SUBJECT_PERMS } from './perms';
import { disciplineKeys, subjectListKey } from './queries';
import type { Subject, SubjectForm } from './types';
import { useCatalogueSave } from './useCatalogueSave';

const FILTERS = defineFilters([
  { name: 'disciplineId', kind: 'custom', label: 'discipline:discipline' },
  { name: 'subjectName', kind: 'text', label: 'discipline:subjectName' },
]);

/** `admin/subject/index`: the subjects of every discipline, with how many courses use each. */
export default function SubjectPage() {
  const { t } = useTranslation('discipline');
  const crud = useCrudList<Subject, SubjectForm>({
    resource: subjects,
    queryKey: subjectListKey,
    writeKey: disciplineKeys.all,
    filters: FILTERS,
    perms: SUBJECT_PERMS,
    nameField: 'subjectName',
    tableId: 'admin-subject',
    columns: ({ sort, actions }) => [
      { key: 'disciplineLabel', title: t('discipline'), dataIndex: 'disciplineLabel', width: 140 },
      { key: 'subjectName', title: t('subjectName'), dataIndex: 'subjectName', ellipsis: true },
      { key: 'subjectNameEn', title: t('nameEn'), dataIndex: 'subjectNameEn', ellipsis: true },
      fieldColumn('sort', t('sort'), { width: 90, sort }),
      { key: 'courseCount', title: t('courseCount'), dataIndex: 'courseCount', width: 110 },
      createTimeColumn(t, sort),
      actions(),
    ],
    columnDeps: [t],
  });
  const saveAndRefresh = useCatalogueSave(crud.save);

  return (
    <CrudScreen crud={crud} controls={{ disciplineId: <DisciplineSelect allowClear width={160} /> }} scrollX={900}>
      <CatalogueDialog<Subject, SubjectForm>
        {...crud.editDialog}
        onSubmit={saveAndRefresh}
        nameField="subjectName"
        nameEnField="subjectNameEn"
        nameLabel="subjectName"
        addTitle="addSubject"
        editTitle="editSubject"
      >
        <Form.Item
          name="disciplineId"
          label={t('discipline')}
          rules={[{ required: true, message: t('required', { field: t('discipline') }) }]}
        >
          <DisciplineSelect />
        </Form.Item>
      </CatalogueDialog>
    </CrudScreen>
  );
}
