import { Outlet } from 'react-router-dom';
import { useBootFrameRemoved } from '@/utils/boot-frame';

/** The top of every route: the first page drawn replaces the static frame of index.html. */
export default function AppRoot() {
  useBootFrameRemoved();
  return <Outlet />;
}
