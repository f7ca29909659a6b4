import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select } from 'redux-saga/effects';
import { baseApi, TENANT_SCOPED_TAGS } from '../api/baseApi';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { currentFullPath, navigateTo, reloadPage } from '../browser';
import { ENTITY_LISTS } from '../entity/entityRegistry';
import { TOAST_DURATION } from '../notifications/notificationsSlice';
import { toast } from '../notifications/toast';
import { paths } from '../paths';
import { sitesApi } from './sitesApi';
import { type ActiveSite, type Customer, selectActiveCustomer, selectActiveSite, siteActivated } from './tenancySlice';

/*
 * The one place a site becomes active on the server. Screens dispatch `siteSwitchRequested` (user
 * menu, site detail) or `siteCreated` (a new site); customer selection picks a site through
 * `activateSiteOnServer` too.
 */

/** Requirements §9: the page reloads 300 ms after a site switch. */
export const SITE_SWITCH_RELOAD_DELAY_MS = 300;

const SITE_DETAIL = /^\/site\/\d+\/?$/;

const isListPath = (path: string) => Object.values(ENTITY_LISTS).some((list) => list.path === path);

/** Where the page reloads after a switch: a site detail page leaves for /site; a list drops the old site's filters. */
function pathAfterSwitch(fullPath: string): string | null {
  const path = fullPath.split(/[?#]/)[0];
  if (SITE_DETAIL.test(path)) return paths.site;
  return isListPath(path) && path !== fullPath ? path : null;
}

/** Sets the site active on the server, which remembers it for the next sign-in. */
export function* activateSiteOnServer(siteId: number): SagaIterator<EndpointResult<Partial<ActiveSite>>> {
  const result: EndpointResult<Partial<ActiveSite>> = yield call(runEndpoint, sitesApi.endpoints.activateSite, siteId);
  return result;
}

/**
 * tenancy/siteSwitchRequested (takeLatest), requirements §4: set active on the server, toast "Site
 * changed", invalidate cached site data, store the site locally (with customer_id), leave a site detail
 * page for /site and a list's filters (their floors and rooms are the old site's), reload after 300 ms.
 */
export function* siteSwitchSaga(action: PayloadAction<{ site: ActiveSite }>): SagaIterator {
  const { site } = action.payload;
  try {
    const result: EndpointResult<Partial<ActiveSite>> = yield* activateSiteOnServer(site.id);
    if (result.error) throw result.error;
    const customer: Customer | null = yield select(selectActiveCustomer);
    const active: ActiveSite = {
      id: site.id,
      name: result.data.name ?? site.name,
      description: result.data.description ?? site.description ?? '',
      customer_id: result.data.customer_id ?? customer?.id,
    };
    yield toast({
      title: 'Site changed',
      message: `Now working in ${active.name}`,
      variant: 'success',
      autoHideDuration: TOAST_DURATION.siteChange,
    });
    yield put(siteActivated(active));
    yield put(baseApi.util.invalidateTags(TENANT_SCOPED_TAGS));
    const next = pathAfterSwitch(yield call(currentFullPath));
    if (next) yield call(navigateTo, next, { replace: true });
    yield delay(SITE_SWITCH_RELOAD_DELAY_MS);
    yield call(reloadPage);
  } catch {
    yield toast({
      title: 'Error changing site',
      message: 'Failed to change site. Please try again.',
      variant: 'error',
    });
  }
}

/**
 * tenancy/siteCreated (takeEvery): while no site is active, a newly created site becomes the active
 * one, quietly (the create page has toasted already); then its detail page opens.
 */
export function* siteCreatedSaga(action: PayloadAction<{ siteId: number }>): SagaIterator {
  const { siteId } = action.payload;
  if ((yield select(selectActiveSite)) === null) {
    const result: EndpointResult<Partial<ActiveSite>> = yield* activateSiteOnServer(siteId);
    if (result.data?.id !== undefined && result.data.name !== undefined) {
      const { id, name, description, customer_id } = result.data;
      yield put(siteActivated({ id, name, description: description ?? '', customer_id }));
    }
  }
  yield call(navigateTo, paths.siteDetail(siteId));
}
