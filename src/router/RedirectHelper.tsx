import { Navigate, useLocation, useParams } from 'react-router-dom';

/** `/redirect/<path>` replaces itself with `/<path>`: how a page is reloaded in place. */
export default function RedirectHelper() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
