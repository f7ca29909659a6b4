import type { RouteObject } from 'react-router';
import AppShell from '../../../../src/layout/AppShell';
import { RequireAuth } from '../../../../src/components/guards/RequireAuth';
import { RequireCustomer } from '../../../../src/components/guards/RequireCustomer';
import { usePageCrumbs } from '../../../../src/components/crumbs';

function AddressPage() {
  usePageCrumbs([{ label: 'Addresses', to: '/addresses' }, { label: '12 Harbour Street' }]);
  return <p>Address page</p>;
}

const stub = (path: string, text: string): RouteObject => ({ path, element: <p>{text}</p> });

/** The real guards and shell around stand-in pages, so shell tests do not depend on other features' screens. */
export const shellTestRoutes: RouteObject[] = [
  {
    Component: RequireAuth,
    children: [
      {
        Component: RequireCustomer,
        children: [
          {
            Component: AppShell,
            children: [
              stub('/dashboard', 'Dashboard page'),
              stub('/site', 'Site page'),
              stub('/site/create', 'Site create page'),
              stub('/sites', 'Sites page'),
              { path: '/addresses/12', element: <AddressPage /> },
              stub('/address/:id', 'Address page from search'),
              stub('/outlet/:id', 'Outlet page from search'),
            ],
          },
        ],
      },
    ],
  },
  stub('/login', 'Login page'),
  stub('/select-customer', 'Select customer page'),
];
