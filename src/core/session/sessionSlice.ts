import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Assumed lifetime of an access token (requirements §4, §9): the server never tells us. */
export const ASSUMED_TOKEN_LIFETIME_MS = 4 * 60 * 1000;

export type ThemeSetting = 'light' | 'dark' | 'auto';

/** The signed-in user as stored locally: never carries is_superuser (requirements §3, §6). */
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  last_active_customer: number | null;
  last_active_site: number | null;
  profile: { theme: ThemeSetting; advanced_mode: boolean };
}

/** GET /crm/users/me/ as the server sends it. */
export interface UserWithSuperuser extends User {
  is_superuser: boolean;
}

export interface LoginCredentials {
  username: string;
  password: string;
  /** Optional origin path to return to after login (the router's remembered location). */
  from?: string;
}

export interface IssuedTokens {
  access: string;
  refresh: string;
  /** ms epoch when the pair was issued; expiry is assumed 4 minutes later. */
  issuedAt: number;
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  tokenExpiry: number | null;
  user: User | null;
  isSuperuser: boolean;
  initialised: boolean;
  loginPending: boolean;
  loginError: string | null;
}

export const initialSessionState: SessionState = {
  accessToken: null,
  refreshToken: null,
  tokenExpiry: null,
  user: null,
  isSuperuser: false,
  initialised: false,
  loginPending: false,
  loginError: null,
};

function signedOut(state: SessionState): SessionState {
  return { ...initialSessionState, initialised: state.initialised };
}

function withTokens(state: SessionState, { access, refresh, issuedAt }: IssuedTokens) {
  state.accessToken = access;
  state.refreshToken = refresh;
  state.tokenExpiry = issuedAt + ASSUMED_TOKEN_LIFETIME_MS;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginSubmitted(state, _action: PayloadAction<LoginCredentials>) {
      state.loginPending = true;
      state.loginError = null;
    },
    loggedIn(state, action: PayloadAction<IssuedTokens>) {
      withTokens(state, action.payload);
      state.loginError = null;
    },
    loginFailed(state, action: PayloadAction<string>) {
      return { ...signedOut(state), loginError: action.payload };
    },
    userLoaded(state, action: PayloadAction<UserWithSuperuser>) {
      const { is_superuser, ...user } = action.payload;
      state.user = user;
      state.isSuperuser = is_superuser;
      state.loginPending = false;
    },
    tokensRefreshed(state, action: PayloadAction<IssuedTokens>) {
      withTokens(state, action.payload);
    },
    initialised(state) {
      state.initialised = true;
    },
    logoutRequested() {},
    loggedOut: signedOut,
    expired: signedOut,
  },
  selectors: {
    selectIsAuthenticated: (state) => state.accessToken !== null,
    selectAccessToken: (state) => state.accessToken,
    selectRefreshToken: (state) => state.refreshToken,
    selectTokenExpiry: (state) => state.tokenExpiry,
    selectCurrentUser: (state) => state.user,
    selectIsSuperuser: (state) => state.isSuperuser,
    selectSessionInitialised: (state) => state.initialised,
    selectLoginPending: (state) => state.loginPending,
    selectLoginError: (state) => state.loginError,
  },
});

export const {
  loginSubmitted,
  loggedIn,
  loginFailed,
  userLoaded,
  tokensRefreshed,
  initialised,
  logoutRequested,
  loggedOut,
  expired,
} = sessionSlice.actions;

export const {
  selectIsAuthenticated,
  selectAccessToken,
  selectRefreshToken,
  selectTokenExpiry,
  selectCurrentUser,
  selectIsSuperuser,
  selectSessionInitialised,
  selectLoginPending,
  selectLoginError,
} = sessionSlice.selectors;

export default sessionSlice.reducer;
