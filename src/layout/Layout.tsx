import { useState } from 'react';
import { Layout as AntLayout } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import Navbar from './Navbar';
import Sidebar from './Sidebar';
import TagsView from './tabs/TagsView';
import styles from './layout.module.css';

function createQueryClient() {
  // The request layer already shows every failure; retrying a refused call would only repeat it.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** The console shell: sidebar, top bar and the page of the current route. */
export default function Layout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AntLayout className={styles.shell}>
        <Sidebar />
        <AntLayout>
          <Navbar />
          <TagsView />
          <AntLayout.Content className={styles.content}>
            <Outlet />
          </AntLayout.Content>
        </AntLayout>
      </AntLayout>
    </QueryClientProvider>
  );
}
