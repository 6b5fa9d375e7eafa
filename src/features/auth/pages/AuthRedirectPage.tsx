import { Navigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/utils/safe-redirect';

/** Where a social login returns: its query (code, state) is forwarded to an internal page, /bind by default. */
export default function AuthRedirectPage() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/bind');
  const forwarded = new URLSearchParams(params);
  forwarded.delete('redirect');
  const query = forwarded.toString();
  const joiner = target.includes('?') ? '&' : '?';
  return <Navigate to={query ? `${target}${joiner}${query}` : target} replace />;
}
