import { useTranslation } from 'react-i18next';
import { createTimeColumn, CrudScreen, defineFilters, fieldColumn, useCrudList } from '@/components/list';
import { disciplines } from './api';
import { CatalogueDialog } from './CatalogueDialog';
import { DISCIPLINE_PERMS } from './perms';
import { disciplineKeys, disciplineListKey } from './queries';
import type { Discipline, DisciplineForm } from './types';
import { useCatalogueSave } from './useCatalogueSave';

const FILTERS = defineFilters([{ name: 'disciplineName', kind: 'text', label: 'discipline:name' }]);

/** `admin/discipline/index`: the disciplines with their subject and course counts. */
export default function DisciplinePage() {
  const { t } = useTranslation('discipline');
  const crud = useCrudList<Discipline, DisciplineForm>({
    resource: disciplines,
    queryKey: disciplineListKey,
    writeKey: disciplineKeys.all,
    filters: FILTERS,
    perms: DISCIPLINE_PERMS,
    nameField: 'disciplineName',
    tableId: 'admin-discipline',
    columns: ({ sort, actions }) => [
      { key: 'disciplineName', title: t('name'), dataIndex: 'disciplineName', ellipsis: true },
      { key: 'disciplineNameEn', title: t('nameEn'), dataIndex: 'disciplineNameEn', ellipsis: true },
      fieldColumn('sort', t('sort'), { width: 90, sort }),
      { key: 'subjectCount', title: t('subjectCount'), dataIndex: 'subjectCount', width: 110 },
      { key: 'courseCount', title: t('courseCount'), dataIndex: 'courseCount', width: 110 },
      createTimeColumn(t, sort),
      actions(),
    ],
    columnDeps: [t],
  });
  const saveAndRefresh = useCatalogueSave(crud.save);

  return (
    <CrudScreen crud={crud} scrollX={800}>
      <CatalogueDialog<Discipline, DisciplineForm>
        {...crud.editDialog}
        onSubmit={saveAndRefresh}
        nameField="disciplineName"
        nameEnField="disciplineNameEn"
        nameLabel="name"
        addTitle="addDiscipline"
        editTitle="editDiscipline"
      />
    </CrudScreen>
  );
}
