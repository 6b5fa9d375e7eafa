import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { downloadUploadedFile } from './api';
import CourseFilePreview from './CourseFilePreview';
import { backendPath, fileNameOf } from './file-address';
import PreviewLayout, { LoadProblem } from './PreviewLayout';
import { useUploadedFileBytes } from './queries';

/**
 * `/fileView?url=…&name=…`: an uploaded file by its address (only this system's files);
 * `/fileView?fileId=…`: a course file by its id (a teacher's lesson file), whose download follows
 * the file's own rule.
 */
export default function FileViewPage() {
  const [params] = useSearchParams();
  return params.has('fileId') ? <CourseFilePreview /> : <FileByAddress />;
}

function FileByAddress() {
  const { t } = useTranslation('preview');
  const [params] = useSearchParams();
  const address = params.get('url') ?? '';
  const path = address ? backendPath(address) : null;
  const bytes = useUploadedFileBytes(path);
  if (!address) return <LoadProblem title={t('error.noFile')} />;
  if (!path) return <LoadProblem title={t('error.foreignAddress')} message={t('error.foreignAddressHint')} />;
  const fileName = params.get('name') || fileNameOf(path);
  return (
    <PreviewLayout
      file={{ fileName, contentType: '', size: null }}
      bytes={{ blob: bytes.data, error: bytes.error, retry: () => void bytes.refetch() }}
      onDownload={() => downloadUploadedFile(path, fileName)}
    />
  );
}
