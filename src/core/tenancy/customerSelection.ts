import type { SagaIterator } from 'redux-saga';
import { call, put, race, select } from 'redux-saga/effects';
import { raceTimeout } from '../raceTimeout';
import { errorDetail } from '../api/apiTypes';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { navigateTo } from '../browser';
import { toast } from '../notifications/toast';
import { defaultPostSelectionPath, paths } from '../paths';
import type { User } from '../session/sessionSlice';
import { pickActiveSite } from './activeSitePicker';
import { type ActivatedCustomer, type CustomerList, customersApi } from './customersApi';
import {
  activeCustomerCleared,
  type Customer,
  customerActivated,
  customerAutoSelectStarted,
  customerPickerShown,
  customerSelectFailed,
  customersLoaded,
  noCustomerAccess,
  selectActiveCustomer,
  selectCustomerSelection,
  selectCustomers,
  selectCustomersLoaded,
  selectLastActiveCustomerId,
  type TenancyState,
} from './tenancySlice';

/** Requirements §9: how long the last-active-customer auto-select may take before the picker shows. */
export const AUTO_SELECT_WAIT_MS = 2500;

/** Requirements §4, §8 texts of the selection gate, word for word. */
export const SELECTION_ERRORS = {
  failed: 'Failed to select customer',
  lastActiveFailed: 'Failed to select last active customer',
  autoSelection: 'Error during automatic customer selection',
  selection: 'Error during customer selection',
  missingData: 'Missing user or customer data',
  noneAvailable: 'No customer available to select',
  notAvailable: 'Selected customer is not available for this user',
} as const;

/** Loads the user's customers into the store; null when the call failed. */
export function* loadCustomers(): SagaIterator<Customer[] | null> {
  const result: EndpointResult<CustomerList> = yield call(runEndpoint, customersApi.endpoints.listCustomers, undefined);
  if (!result.data) return null;
  const customers = result.data.data.map(({ id, name, logo }) => ({ id, name, logo }));
  yield put(customersLoaded(customers));
  return customers;
}

/** Makes a customer active on the server and here, then picks its site. False (and the failure shown) when refused. */
export function* activateCustomer(customerId: number, fallbackError: string): SagaIterator<boolean> {
  const result: EndpointResult<ActivatedCustomer> = yield call(
    runEndpoint,
    customersApi.endpoints.activateCustomer,
    customerId,
  );
  if (!result.data) {
    yield put(customerSelectFailed(errorDetail(result.error) ?? fallbackError));
    return false;
  }
  const { id, name, logo, last_active_site } = result.data;
  yield put(customerActivated({ id, name, logo: logo ?? null }));
  yield call(pickActiveSite, id, last_active_site ?? null, null);
  return true;
}

function* showSelectionGate(origin: string | null) {
  yield call(navigateTo, paths.selectCustomer, { replace: true, state: origin ? { from: origin } : undefined });
}

function* autoActivate(customerId: number, fallbackError: string): SagaIterator<boolean> {
  yield put(customerAutoSelectStarted({ customerId }));
  return (yield call(activateCustomer, customerId, fallbackError)) as boolean;
}

/**
 * The selection gate's logic (requirements §4): active customer → origin; none → no access; one → select
 * it; several → the server's last active (waiting up to 2.5 s), else the locally remembered, else
 * the picker. Success goes to the origin (default /dashboard).
 */
export function* autoSelectCustomer(user: User | null, origin: string | null): SagaIterator {
  try {
    const customers: Customer[] = yield select(selectCustomers);
    if (!user || !(yield select(selectCustomersLoaded))) {
      yield put(customerSelectFailed(SELECTION_ERRORS.missingData));
      yield call(showSelectionGate, origin);
      return;
    }
    if (yield select(selectActiveCustomer)) {
      yield call(navigateTo, origin ?? defaultPostSelectionPath, { replace: true });
      return;
    }
    if (customers.length === 0) {
      yield put(noCustomerAccess());
      yield toast({
        title: 'No Customer Access',
        message: "Your account doesn't have access to any customers.",
        variant: 'error',
      });
      yield call(navigateTo, paths.noAccess, { replace: true });
      return;
    }
    const inList = (id: number | null | undefined) =>
      id != null && customers.some((customer) => customer.id === id) ? id : null;
    const remembered = inList(yield select(selectLastActiveCustomerId));
    const lastActive = inList(user.last_active_customer);
    let selected: boolean | undefined;
    if (customers.length === 1) {
      selected = yield call(autoActivate, customers[0].id, SELECTION_ERRORS.failed);
    } else if (lastActive !== null) {
      const outcome: { done?: boolean } = yield race({
        done: call(autoActivate, lastActive, SELECTION_ERRORS.lastActiveFailed),
        timeout: raceTimeout(AUTO_SELECT_WAIT_MS),
      });
      selected = outcome.done;
    } else if (remembered !== null) {
      selected = yield call(autoActivate, remembered, SELECTION_ERRORS.failed);
    }
    if (selected) {
      yield call(navigateTo, origin ?? defaultPostSelectionPath, { replace: true });
      return;
    }
    if (selected === undefined) yield put(customerPickerShown()); // nothing chosen, or the wait ran out
    yield call(showSelectionGate, origin);
  } catch {
    yield put(customerSelectFailed(SELECTION_ERRORS.autoSelection));
    yield call(showSelectionGate, origin);
  }
}

/**
 * Right after login: load the customers, run the gate logic, then greet the user (`welcome`, a saga)
 * unless the gate ended in a failure — customers that failed to load or a customer that could not be
 * activated (the Authentication Error screen) — or in "No Customer Access", then the only news.
 */
export function* enterAfterSignIn(user: User, origin: string | null, welcome?: () => SagaIterator): SagaIterator {
  const customers: Customer[] | null = yield call(loadCustomers);
  if (!customers) {
    yield put(customerSelectFailed(SELECTION_ERRORS.autoSelection));
    yield call(showSelectionGate, origin);
    return;
  }
  yield call(autoSelectCustomer, user, origin);
  const selection: TenancyState['selection'] = yield select(selectCustomerSelection);
  if (welcome && selection.status !== 'failed' && selection.status !== 'no-access') yield call(welcome);
}

/** On start with a stored session: keep a still-valid active customer, else run the gate logic. */
export function* resumeTenancy(user: User, origin: string | null): SagaIterator {
  const customers: Customer[] | null = yield call(loadCustomers);
  if (!customers) return; // offline: keep what was stored
  const active: Customer | null = yield select(selectActiveCustomer);
  if (active && customers.some((customer) => customer.id === active.id)) return;
  if (active) yield put(activeCustomerCleared());
  yield call(autoSelectCustomer, user, origin);
}
