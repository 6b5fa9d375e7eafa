import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CrudScreen, defineFilters, dictColumn, nameColumn, textColumn, useCrudList } from '@/components/list';
import { DISCIPLINE_FIELD, DisciplineFilter, GRADE_OPTIONS, SUBJECT_FIELD, SubjectFilter } from '@/features/course';
import { useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import { formatFileSize } from '@/utils/file-size';
import { downloadResource, resources } from './api';
import { resourceDetailPath } from './paths';
import { RESOURCE_PERMS } from './perms';
import { resourceKeys } from './queries';
import type { Resource } from './types';

const FILTERS = defineFilters([
  { name: 'text', kind: 'text', label: 'resource:search' },
  { name: DISCIPLINE_FIELD, kind: 'custom', label: 'course:discipline' },
  { name: SUBJECT_FIELD, kind: 'custom', label: 'course:subject' },
  { name: 'resourceType', kind: 'dict', label: 'resource:type', dictType: 'resource_type' },
  { name: 'grade', kind: 'select', label: 'resource:grade', options: GRADE_OPTIONS, width: 120 },
]);

/**
 * `user/resource/index`: the resource library, filtered by discipline, subject, type and grade or
 * searched by words. Each resource opens its page (preview, details, the lessons that use it);
 * the download is offered only for a downloadable resource.
 */
export default function ResourceListPage() {
  const { t } = useTranslation('resource');
  const language = currentLanguage();
  const navigate = useNavigate();
  const types = useDict('resource_type');
  const titleOf = (r: Resource) => inLanguage(language, r.titleZh, r.titleEn);
  const crud = useCrudList<Resource, Resource>({
    resource: { list: resources.list, idField: resources.idField },
    queryKey: resourceKeys.list(),
    filters: FILTERS,
    perms: {},
    nameField: 'title',
    tableId: 'user-resource',
    columns: ({ pinnedActions }) => [
      {
        key: 'title',
        title: t('title'),
        width: 200,
        render: (_, r) => <Link to={resourceDetailPath(r.resourceId)}>{titleOf(r)}</Link>,
      },
      dictColumn('resourceType', t('type'), types, 90),
      nameColumn('discipline', t('course:discipline'), 110, 'disciplineName', language),
      nameColumn('subject', t('course:subject'), 120, 'subjectName', language),
      textColumn('grade', t('grade'), 90, (r) => t(`course:grade.g${r.grade}`)),
      { key: 'fileName', title: t('fileName'), dataIndex: 'fileName', width: 140, ellipsis: true },
      textColumn('size', t('size'), 80, (r) => formatFileSize(r.size)),
      textColumn('downloadable', t('downloadable'), 100, (r) => t(r.downloadable ? 'downloadYes' : 'downloadNo')),
      pinnedActions(
        (r) => ({
          more: [
            {
              label: t('preview'),
              permission: RESOURCE_PERMS.query,
              onClick: () => void navigate(resourceDetailPath(r.resourceId)),
            },
            ...(r.downloadable
              ? [{ label: t('download'), permission: RESOURCE_PERMS.query, onClick: () => void downloadResource(r) }]
              : []),
          ],
        }),
        120,
      ),
    ],
    columnDeps: [t, language, types, navigate],
  });

  return (
    <CrudScreen
      crud={crud}
      controls={{ [DISCIPLINE_FIELD]: <DisciplineFilter />, [SUBJECT_FIELD]: <SubjectFilter /> }}
      scrollX={1050}
    />
  );
}
