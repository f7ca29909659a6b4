import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../../src/core/paths';
import DoorbellDetailPage from '../../../src/features/doorbells/pages/DoorbellDetailPage';
import DoorbellFormPage from '../../../src/features/doorbells/pages/DoorbellFormPage';
import DoorbellsListPage from '../../../src/features/doorbells/pages/DoorbellsListPage';
import PresetMessagesPage from '../../../src/features/doorbells/pages/PresetMessagesPage';
import { installFakeApi, type FakeHandler } from '../../support/fakeApi';
import { CrumbsFrame, renderScreens } from '../../support/renderScreens';

configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [
  {
    Component: CrumbsFrame,
    children: [
      { path: paths.doorbells, Component: DoorbellsListPage },
      { path: paths.presetMessages, Component: PresetMessagesPage },
      { path: paths.doorbellCreate, Component: DoorbellFormPage },
      { path: routePatterns.doorbell, Component: DoorbellDetailPage },
      { path: routePatterns.doorbellEdit, Component: DoorbellFormPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
  },
];

/** The doorbell screens at `path`, signed in with customer 1 and site 1 active, answering from `api`. */
export function renderDoorbells(path: string, api: Record<string, FakeHandler>) {
  const server = installFakeApi(api);
  return { ...renderScreens(routes, path), server };
}
