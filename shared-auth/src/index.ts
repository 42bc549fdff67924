// Sign-in and the fetch client every web app shares (a Module Federation singleton: one
// signed-in user, one connected client). The app runtime around it (mountApp, providers,
// query defaults) is shared-app's.
export { AuthProvider } from './auth/AuthProvider';
export type { AuthProviderProps } from './auth/AuthProvider';
export { AuthContext, useAuth, useOwnTeamId } from './auth/auth-context';
export type { AuthState, AuthStatus } from './auth/auth-context';
export type { AuthBackend, AuthUser } from './auth/backend';
export type { AnswersOwner, LastKnownAnswers } from './auth/last-known';
export { ROLE_LABELS } from './auth/role-labels';
export { RequireAuth, SETTING_UP_TEXT, NOT_A_MEMBER_TITLE, EMAIL_NOT_VERIFIED_TITLE } from './guard/RequireAuth';
export { LoginPage, LOGIN_TEXTS } from './login/LoginPage';
export { teamKeys, teamsQueryOptions } from './api/teams-query';
export {
  ApiContractError,
  ApiError,
  NOT_AUTHENTICATED,
  OFFLINE_WRITE_REFUSED,
  api,
  connectApi,
  createApiClient,
  errorMessage,
  nextPageOf,
} from './api/api-client';
export type {
  ApiClient,
  ApiClientOptions,
  CallInput,
  CallOptions,
  Page,
  PageInput,
  TokenSource,
} from './api/api-client';
export { CreateIntent, useCreateMutation } from './api/create-intent';
export type { CreateMutationOptions } from './api/create-intent';
export { ACTIVE_LEAGUE_STORAGE_KEY, activeLeagueId, chooseLeague, parseLeagueId } from './api/active-league';
export { WelcomeScreen, WELCOME_TEXTS } from './leagues/WelcomeScreen';
export { JoinScreen, JOIN_TEXTS, invitationKey } from './leagues/JoinScreen';
export { JOIN_PATH, WELCOME_PATH, currentNflSeason, invitationTokenIn } from './leagues/league-paths';
export { leagueRoutes } from './leagues/league-routes';
