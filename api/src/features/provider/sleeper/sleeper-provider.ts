// SKELETON: replaced by the real provider (client, limiter, player store) on this branch.
import type { FastifyBaseLogger } from 'fastify';
import type { RosterPlayer, WeekScores } from 'shared-contracts';
import type { Database } from '../../../db/client';
import type {
  FantasyProvider,
  ProviderLeagueSummary,
  ProviderMatchup,
  ProviderSeason,
  ProviderTeamDetail,
  ProviderTeamSummary,
  SeasonExtras,
} from '../provider';
import { ProviderError } from '../provider-error';

export type SleeperProviderOptions = { db: Database; apiBase: string; log: FastifyBaseLogger };

const missing = () => new ProviderError('not_configured', 'Sleeper is not available yet');

export class SleeperProvider implements FantasyProvider {
  readonly id = 'sleeper' as const;
  readonly displayName = 'Sleeper';

  constructor(readonly options: SleeperProviderOptions) {}

  /** A Sleeper user's (by username or user id) NFL leagues of a season, `isFollowed` against our league's. */
  async userLeagues(_leagueId: number, _username: string, _season: number): Promise<ProviderLeagueSummary[]> {
    throw missing();
  }
  async followLeague(_leagueId: number, _leagueKey: string): Promise<ProviderLeagueSummary> {
    throw missing();
  }
  async followedLeague(_leagueId: number): Promise<ProviderLeagueSummary | null> {
    return null;
  }
  async teams(_leagueId: number): Promise<ProviderTeamSummary[]> {
    throw missing();
  }
  async roster(_leagueId: number, _teamKey: string, _week: number, _season?: number): Promise<RosterPlayer[]> {
    throw missing();
  }
  async weekScores(_leagueId: number, _teamKey: string, _week: number, _season?: number): Promise<WeekScores> {
    throw missing();
  }
  async seasonChain(_leagueId: number, _count: number): Promise<ProviderSeason[]> {
    throw missing();
  }
  async leagueTeams(_leagueId: number, _leagueKey: string): Promise<ProviderTeamDetail[]> {
    throw missing();
  }
  async scoreboard(
    _leagueId: number,
    _leagueKey: string,
    _week: number,
    _options?: { fresh?: boolean },
  ): Promise<ProviderMatchup[]> {
    throw missing();
  }
  async seasonExtras(_leagueId: number, _season: ProviderSeason): Promise<SeasonExtras> {
    throw missing();
  }
}
