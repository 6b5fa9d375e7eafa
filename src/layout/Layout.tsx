import { useEffect, useState } from 'react';
import { Layout as AntLayout } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import Navbar from './Navbar';
import Sidebar from './Sidebar';
import styles from './layout.module.css';

function createQueryClient() {
  // The request layer already shows every failure; retrying a refused call would only repeat it.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** Spec 2.1: scroll resets to the top on navigation. */
function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The console shell: sidebar, top bar and the page of the current route. */
export default function Layout() {
  const [queryClient] = useState(createQueryClient);
  useScrollToTop();
  return (
    <QueryClientProvider client={queryClient}>
      <AntLayout className={styles.shell}>
        <Sidebar />
        <AntLayout>
          <Navbar />
          <AntLayout.Content className={styles.content}>
            <Outlet />
          </AntLayout.Content>
        </AntLayout>
      </AntLayout>
    </QueryClientProvider>
  );
}
