import { useCallback } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { reloadPage } from '../../../core/browser';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { useOrigin } from '../../../components/guards/origin';
import { paths } from '../../../core/paths';
import { logoutRequested } from '../../../core/session/sessionSlice';
import { AuthErrorPage } from './AuthErrorPage';
import { CustomerPicker } from '../components/CustomerPicker';
import NoAccessPage from './NoAccessPage';
import {
  customerSelectRequested,
  selectActiveCustomer,
  selectCustomerSelection,
  selectCustomers,
  selectCustomersLoaded,
} from '../../../core/tenancy/tenancySlice';

/**
 * / and /select-customer (requirements §2.5, §4), driven by state.tenancy.selection which the tenancy saga
 * moves: auto-select (spinner), picker, selecting, failed (auth error) or no access.
 */
export default function SelectCustomerPage() {
  const dispatch = useAppDispatch();
  const activeCustomer = useAppSelector(selectActiveCustomer);
  const selection = useAppSelector(selectCustomerSelection);
  const customers = useAppSelector(selectCustomers);
  const customersLoaded = useAppSelector(selectCustomersLoaded);
  const origin = useOrigin(paths.dashboard);
  const select = useCallback((customerId: number) => dispatch(customerSelectRequested({ customerId })), [dispatch]);
  const logout = useCallback(() => dispatch(logoutRequested()), [dispatch]);

  if (activeCustomer) return <Navigate to={origin} replace />;
  if (selection.status === 'no-access' || (customersLoaded && customers.length === 0)) return <NoAccessPage />;
  if (selection.status === 'failed') {
    // A fresh start re-runs the automatic selection with new data.
    return (
      <AuthErrorPage message={selection.error ?? 'Failed to select customer'} onRetry={reloadPage} onLogout={logout} />
    );
  }
  if (!customersLoaded || selection.status === 'auto-selecting') return <FullPageSpinner label="Selecting customer" />;
  return <CustomerPicker customers={customers} selection={selection} onSelect={select} onLogout={logout} />;
}
