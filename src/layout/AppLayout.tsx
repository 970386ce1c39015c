import { useEffect, type ReactNode } from 'react';
import { Layout, useNavigate } from 'react-admin';
import { registerNavigate } from '../navigation';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { usePageTitle } from './usePageTitle';

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((path) => navigate(path));
    return () => registerNavigate(undefined);
  }, [navigate]);
  return null;
}

export function AppLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  return (
    <Layout menu={AppMenu} appBar={AppHeader} sx={{ '& .RaLayout-content': { px: { xs: 1, md: 2 }, pt: 1 } }}>
      <NavigationBridge />
      {children}
    </Layout>
  );
}
