import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { expired, loggedOut } from '../session/sessionSlice';

export interface Customer {
  id: number;
  name: string;
  logo: string | null;
}

/** The active site as stored locally; customer_id is added on a site switch (requirements §3). */
export interface ActiveSite {
  id: number;
  name: string;
  description: string;
  customer_id?: number;
}

export interface ActiveTenant {
  id: number;
  name: string;
}

export type CustomerSelectionStatus = 'idle' | 'auto-selecting' | 'selecting' | 'failed' | 'no-access';

export interface TenancyState {
  customers: Customer[];
  customersLoaded: boolean;
  activeCustomer: Customer | null;
  activeSite: ActiveSite | null;
  activeTenant: ActiveTenant | null;
  lastActiveCustomerId: number | null;
  /**
   * The site each customer was last left on in this tab (requirements §4: Switch Customer falls back to
   * "the remembered one"); the server keeps one last site per user, not per customer. Not stored: the
   * spec lists the keys of browser storage exactly.
   */
  sitesByCustomer: Record<number, ActiveSite>;
  selection: { status: CustomerSelectionStatus; selectingId: number | null; error: string | null };
}

const idleSelection: TenancyState['selection'] = { status: 'idle', selectingId: null, error: null };

export const initialTenancyState: TenancyState = {
  customers: [],
  customersLoaded: false,
  activeCustomer: null,
  activeSite: null,
  activeTenant: null,
  lastActiveCustomerId: null,
  sitesByCustomer: {},
  selection: idleSelection,
};

const noSites: Record<number, ActiveSite> = {};

/** Keeps the active site as its customer's remembered one before it is dropped or replaced. */
function rememberActiveSite(state: TenancyState) {
  const owner = state.activeSite?.customer_id ?? state.activeCustomer?.id;
  // A state saved by an older version (a persisted tab, a support recording) has no such map yet.
  if (state.activeSite && owner !== undefined) (state.sitesByCustomer ??= {})[owner] = state.activeSite;
}

export const tenancySlice = createSlice({
  name: 'tenancy',
  initialState: initialTenancyState,
  reducers: {
    customersLoaded(state, action: PayloadAction<Customer[]>) {
      state.customers = action.payload;
      state.customersLoaded = true;
    },
    /** The user picked a card on the selection screen. */
    customerSelectRequested(state, action: PayloadAction<{ customerId: number }>) {
      state.selection = { status: 'selecting', selectingId: action.payload.customerId, error: null };
    },
    /** The saga is selecting a customer without a click (one customer, or the remembered one). */
    customerAutoSelectStarted(state, action: PayloadAction<{ customerId: number }>) {
      state.selection = { status: 'auto-selecting', selectingId: action.payload.customerId, error: null };
    },
    /** Nothing to auto-select: the picker is shown. */
    customerPickerShown(state) {
      state.selection = idleSelection;
    },
    /**
     * A customer became active. With `site` (a customer switch) its site becomes active in the same
     * step, so no moment has the new customer with no site or with the old customer's site.
     */
    customerActivated(state, action: PayloadAction<Customer & { site?: ActiveSite | null }>) {
      const { site, ...customer } = action.payload;
      // A site or tenant belongs to one customer: a different customer drops them.
      if (state.activeCustomer?.id !== customer.id || site !== undefined) {
        rememberActiveSite(state);
        if (state.activeSite?.id !== site?.id) state.activeTenant = null;
        state.activeSite = null;
      }
      if (state.activeCustomer?.id !== customer.id) state.activeTenant = null;
      if (site) {
        state.activeSite = site;
        (state.sitesByCustomer ??= {})[customer.id] = site;
      }
      state.activeCustomer = customer;
      state.lastActiveCustomerId = customer.id;
      state.selection = idleSelection;
    },
    customerSelectFailed(state, action: PayloadAction<string>) {
      state.selection = { status: 'failed', selectingId: null, error: action.payload };
    },
    /** User menu: switch to another customer while one is active. */
    customerSwitchRequested(_state, _action: PayloadAction<{ customerId: number }>) {},
    /**
     * The customer-changed event (requirements §4): the user menu's switch is done, the new customer and its site
     * are active. Whatever depends on the customer (the realtime channel) listens for this.
     */
    customerChanged(_state, _action: PayloadAction<{ customerId: number; siteId: number | null }>) {},
    /** User menu: switch site. */
    siteSwitchRequested(_state, _action: PayloadAction<{ site: ActiveSite }>) {},
    /** A site was created; the tenancy saga may make it the active one. */
    siteCreated(_state, _action: PayloadAction<{ siteId: number }>) {},
    siteActivated(state, action: PayloadAction<ActiveSite>) {
      // A tenant rents at one site (requirements §4, §6): another site drops the active tenant.
      if (state.activeSite?.id !== action.payload.id) state.activeTenant = null;
      state.activeSite = action.payload;
      rememberActiveSite(state);
    },
    /** A site was saved; when it is the active one, the top bar and site menu show its new name. */
    siteUpdated(state, action: PayloadAction<{ id: number; name: string; description: string }>) {
      const { id, name, description } = action.payload;
      if (state.activeSite?.id === id) state.activeSite = { ...state.activeSite, name, description };
    },
    /** The stored active customer is no longer in the user's list. */
    activeCustomerCleared(state) {
      state.activeCustomer = null;
      state.activeSite = null;
      state.activeTenant = null;
    },
    activeSiteCleared(state) {
      rememberActiveSite(state);
      state.activeSite = null;
      state.activeTenant = null;
    },
    /** The tenant page's "Make active tenant" (or null: "Clear active tenant"); requests carry X-Tenant-ID. */
    tenantActivated(state, action: PayloadAction<ActiveTenant | null>) {
      state.activeTenant = action.payload;
    },
    noCustomerAccess(state) {
      state.customers = [];
      state.customersLoaded = true;
      state.activeCustomer = null;
      state.activeSite = null;
      state.activeTenant = null;
      state.selection = { status: 'no-access', selectingId: null, error: null };
    },
  },
  extraReducers: (builder) => {
    // The remembered customer id survives a logout so the next login can resume it (requirements §4).
    const clear = (state: TenancyState) => ({
      ...initialTenancyState,
      lastActiveCustomerId: state.lastActiveCustomerId,
    });
    builder.addCase(loggedOut, clear).addCase(expired, clear);
  },
  selectors: {
    selectCustomers: (state) => state.customers,
    selectCustomersLoaded: (state) => state.customersLoaded,
    selectActiveCustomer: (state) => state.activeCustomer,
    selectActiveSite: (state) => state.activeSite,
    selectActiveTenant: (state) => state.activeTenant,
    selectCustomerSelection: (state) => state.selection,
    selectLastActiveCustomerId: (state) => state.lastActiveCustomerId,
    selectSitesByCustomer: (state) => state.sitesByCustomer ?? noSites,
  },
});

export const {
  customersLoaded,
  customerSelectRequested,
  customerAutoSelectStarted,
  customerPickerShown,
  customerActivated,
  customerSelectFailed,
  customerSwitchRequested,
  customerChanged,
  siteSwitchRequested,
  siteCreated,
  siteActivated,
  siteUpdated,
  activeCustomerCleared,
  activeSiteCleared,
  tenantActivated,
  noCustomerAccess,
} = tenancySlice.actions;

export const {
  selectCustomers,
  selectCustomersLoaded,
  selectActiveCustomer,
  selectActiveSite,
  selectActiveTenant,
  selectCustomerSelection,
  selectLastActiveCustomerId,
  selectSitesByCustomer,
} = tenancySlice.selectors;

export default tenancySlice.reducer;
