import { Navigate, useLocation, useParams } from 'react-router-dom';
import { safeRedirect } from '@/utils/safe-redirect';

/**
 * `/redirect/<path>` replaces itself with `/<path>`: how a page is reloaded in place.
 * A path that would leave the site (`/redirect//host`, `/redirect/%2F%2Fhost`) goes home instead.
 */
export default function RedirectHelper() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={safeRedirect(`/${rest}${search}${hash}`)} replace />;
}
