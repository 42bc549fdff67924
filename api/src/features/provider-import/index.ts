// Provider-neutral import rules: how a provider's games and rosters meet the league's own.
// Each provider's import (Yahoo's today) reads its data, resolves its teams, and plans with these.
export {
  planGames,
  type ConflictChoice,
  type GameConflicts,
  type GamePlan,
  type LeagueGame,
  type ProviderGame,
} from './game-matching';
export {
  planRosters,
  type AppTrade,
  type BookPlayer,
  type PlayerTeamChange,
  type RosterOptions,
  type RosterPlan,
  type RosteredPlayer,
} from './roster-matching';
export { ownTeamsLeftOut, ownTeamsRefusal } from './own-teams';
