import { Button, Card, Descriptions, Result, Space } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/DictTag';
import PageLoading from '@/components/PageLoading';
import { useClosePage } from '@/hooks/useClosePage';
import { useDict } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { useRecordId } from '@/router/current-page';
import { inLanguage } from '@/utils/bilingual';
import { downloadResource } from './api';
import { RESOURCE_LIST_PATH } from './paths';
import { useResource, useResourceBytes } from './queries';
import { ResourceLessons } from './ResourceLessons';
import { LoadFailed } from '@/components/LoadFailed';
import { lazyComponent } from '@/utils/lazy-component';

// The document viewers of the preview pages, fetched with the first resource opened.
const PreviewLayout = lazyComponent(() => import('@/features/preview/PreviewLayout'), PageLoading);

/**
 * `user/resource/detail` at /user/resource/detail/{resourceId}: the resource previewed inline
 * with the document viewers, its details and the lessons that use it. A resource that is not
 * downloadable says so where the download would be (and the backend refuses it too).
 */
export default function ResourceDetailPage() {
  const { t } = useTranslation('resource');
  const language = currentLanguage();
  const resourceId = useRecordId('resourceId');
  const resource = useResource(resourceId);
  const bytes = useResourceBytes(resourceId, resource.isSuccess);
  const types = useDict('resource_type');
  const closePage = useClosePage();

  if (resourceId === null) return <Result status="404" subTitle={t('detail.unknown')} />;
  if (resource.isError) {
    return <LoadFailed error={resource.error} notFound={t('detail.unknown')} onRetry={() => void resource.refetch()} />;
  }
  if (!resource.data) return <PageLoading />;
  const r = resource.data;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={inLanguage(language, r.titleZh, r.titleEn)}
        extra={
          <Button icon={<CloseOutlined />} onClick={() => void closePage(RESOURCE_LIST_PATH)}>
            {t('detail.back')}
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'type', label: t('type'), children: <DictTag options={types} value={r.resourceType} /> },
            {
              key: 'discipline',
              label: t('course:discipline'),
              children: inLanguage(language, r.disciplineName, r.disciplineNameEn),
            },
            {
              key: 'subject',
              label: t('course:subject'),
              children: inLanguage(language, r.subjectName, r.subjectNameEn),
            },
            { key: 'grade', label: t('grade'), children: t(`course:grade.g${r.grade}`) },
            {
              key: 'description',
              label: t('description'),
              span: 'filled',
              children: inLanguage(language, r.descriptionZh, r.descriptionEn),
            },
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('detail.lessons', { count: r.lessons.length })}>
        <ResourceLessons lessons={r.lessons} />
      </Card>
      <PreviewLayout
        file={{ fileName: r.fileName, contentType: '', size: r.size }}
        bytes={{ blob: bytes.data, error: bytes.error, retry: () => void bytes.refetch() }}
        onDownload={r.downloadable ? () => downloadResource(r) : null}
      />
    </Space>
  );
}
