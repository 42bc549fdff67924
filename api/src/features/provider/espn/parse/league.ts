/**
 * ESPN's league body (docs/espn.md §5) read with zod: the parts each view brings (mTeam,
 * mRoster, mMatchup/mMatchupScore, mSettings, mDraftDetail), each optional as ESPN leaves a
 * part out when the view was not asked or the league has none. What we read is bounded (ids,
 * counts, lengths), so a hostile or broken answer is refused rather than stored.
 */
import { cleanProviderName, LEAGUE_NAME_MAX_LENGTH } from 'shared-contracts';
import { z } from 'zod';

/** An answer ESPN sent that is not the shape docs/espn.md §5 describes. */
export class EspnShapeError extends Error {
  override name = 'EspnShapeError';
}

const id = z.number().int().min(-100_000).max(1_000_000_000);
const points = z.number().finite().min(-10_000).max(100_000);
const week = z.number().int().min(0).max(30);
const name = z.string().max(500);
/** The most scoring periods one matchup period lasts (a playoff round of two weeks; three is room to spare). */
const MAX_PERIOD_WEEKS = 3;

const member = z.looseObject({
  id: z.string().max(100),
  displayName: name.optional(),
  firstName: name.optional(),
  lastName: name.optional(),
});

const player = z.looseObject({
  id,
  fullName: name.optional(),
  defaultPositionId: z.number().int().optional(),
  proTeamId: z.number().int().optional(),
});

const rosterEntry = z.looseObject({
  playerId: id,
  lineupSlotId: z.number().int().min(0).max(100),
  playerPoolEntry: z
    .looseObject({
      appliedStatTotal: points.optional(),
      keeperValue: z.number().optional(),
      player: player.optional(),
    })
    .optional(),
});

const record = z.looseObject({
  wins: z.number().int().min(0).max(100),
  losses: z.number().int().min(0).max(100),
  ties: z.number().int().min(0).max(100),
  pointsFor: points.optional(),
  pointsAgainst: points.optional(),
});

const team = z.looseObject({
  id: z.number().int().min(1).max(9999),
  abbrev: name.optional(),
  name: name.optional(),
  location: name.optional(),
  nickname: name.optional(),
  logo: z.string().max(2000).optional(),
  owners: z.array(z.string().max(100)).max(20).optional(),
  record: z.looseObject({ overall: record.optional() }).optional(),
  transactionCounter: z.looseObject({ acquisitionBudgetSpent: z.number().min(0).max(100_000).optional() }).optional(),
  roster: z.looseObject({ entries: z.array(rosterEntry).max(100).optional() }).optional(),
});

const side = z.looseObject({ teamId: z.number().int().min(1).max(9999), totalPoints: points.optional() });

const game = z.looseObject({
  matchupPeriodId: week,
  home: side,
  /** A bye has no away side. */
  away: side.optional(),
  winner: z.string().max(20).optional(),
  playoffTierType: z.string().max(50).optional(),
});

const pick = z.looseObject({
  roundId: z.number().int().min(1).max(100),
  roundPickNumber: z.number().int().min(1).max(100),
  overallPickNumber: z.number().int().min(1).max(10_000).optional(),
  teamId: z.number().int().min(1).max(9999),
  playerId: id,
  keeper: z.boolean().optional(),
});

const leagueBody = z.looseObject({
  id: z.number().int().min(1),
  seasonId: z.number().int().min(2000).max(2100),
  scoringPeriodId: week.optional(),
  status: z
    .looseObject({
      currentMatchupPeriod: week.optional(),
      finalScoringPeriod: week.optional(),
      latestScoringPeriod: week.optional(),
      isActive: z.boolean().optional(),
      previousSeasons: z.array(z.number().int().min(2000).max(2100)).max(100).optional(),
    })
    .optional(),
  members: z.array(member).max(200).optional(),
  teams: z.array(team).max(40).optional(),
  schedule: z.array(game).max(1000).optional(),
  settings: z
    .looseObject({
      name: name.optional(),
      size: z.number().int().min(0).max(40).optional(),
      scheduleSettings: z
        .looseObject({
          matchupPeriodCount: week.optional(),
          /** Each matchup period's scoring periods: "15": [15, 16] for a two-week playoff round. */
          matchupPeriods: z
            .record(z.string().regex(/^\d{1,2}$/), z.array(week).min(1).max(MAX_PERIOD_WEEKS))
            .refine((periods) => Object.keys(periods).length <= 30, 'more matchup periods than an NFL season has')
            .optional(),
        })
        .optional(),
      draftSettings: z.looseObject({ keeperCount: z.number().int().min(0).max(100).optional() }).optional(),
      acquisitionSettings: z
        .looseObject({
          isUsingAcquisitionBudget: z.boolean().optional(),
          acquisitionBudget: z.number().int().min(0).max(100_000).optional(),
        })
        .optional(),
    })
    .optional(),
  draftDetail: z.looseObject({ drafted: z.boolean().optional(), picks: z.array(pick).max(2000).optional() }).optional(),
});

export type EspnRosterEntry = {
  playerId: number;
  lineupSlotId: number;
  /** The scoring period's points, when ESPN sent them. */
  points: number | null;
  fullName: string | null;
  defaultPositionId: number | null;
  proTeamId: number | null;
};

export type EspnTeam = {
  teamId: number;
  /** `name`, else `location` + `nickname` (older seasons), else null. */
  name: string | null;
  abbrev: string | null;
  logoUrl: string | null;
  owners: string[];
  record: { wins: number; losses: number; ties: number; pointsFor: number | null; pointsAgainst: number | null } | null;
  /** FAAB spent this season (transactionCounter.acquisitionBudgetSpent); 0 when ESPN does not say. */
  budgetSpent: number;
  /** The roster of the scoring period asked; null without mRoster. */
  roster: EspnRosterEntry[] | null;
};

export type EspnGame = {
  /** ESPN's matchupPeriodId. */
  matchupPeriod: number;
  /** The matchup period's scoring periods (NFL weeks), in order: one, or two for a two-week playoff round. */
  weeks: number[];
  /** The last of them: the week the game is placed on (docs/espn.md §6). */
  week: number;
  homeTeamId: number;
  awayTeamId: number | null;
  homePoints: number | null;
  awayPoints: number | null;
  /** HOME, AWAY, TIE or UNDECIDED. */
  winner: string;
  /** NONE for the regular season. */
  playoffTierType: string;
};

export type EspnPick = {
  round: number;
  roundPick: number;
  teamId: number;
  playerId: number;
  keeper: boolean;
};

export type EspnLeague = {
  espnLeagueId: string;
  season: number;
  name: string;
  /** ESPN's scoring period now (past the last week once a season is over). */
  scoringPeriodId: number | null;
  currentMatchupPeriod: number | null;
  finalScoringPeriod: number | null;
  latestScoringPeriod: number | null;
  previousSeasons: number[];
  /** settings.scheduleSettings.matchupPeriodCount: the regular season's weeks. */
  regularWeeks: number | null;
  keeperCount: number | null;
  /** FAAB each team starts with; null when the league runs no FAAB. */
  faabBudget: number | null;
  members: Map<string, { displayName: string | null; firstName: string | null; lastName: string | null }>;
  teams: EspnTeam[];
  schedule: EspnGame[];
  picks: EspnPick[];
};

/**
 * A matchup period's scoring periods from settings.scheduleSettings.matchupPeriods, sorted (ESPN
 * does not promise their order) and without repeats; a period the map does not name, or no map
 * at all (a view not asked, an older answer), lasts one scoring period of its own number.
 */
function scoringPeriodsOf(period: number, periods: Record<string, number[]> | undefined): number[] {
  const mapped = periods?.[String(period)];
  return mapped ? [...new Set(mapped)].sort((a, b) => a - b) : [period];
}

/**
 * Where an issue is, in our schema's words: a record's key is ESPN's data (a hostile answer's
 * could be anything), so the path stops before a key that was refused or is not a plain word
 * or number; the message then names no part of the answer.
 */
function pathOf(issue: z.core.$ZodIssue): string {
  const path = issue.code === 'invalid_key' ? issue.path.slice(0, -1) : issue.path;
  const shown: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number' || (typeof segment === 'string' && /^(?:[A-Za-z]{1,40}|\d{1,4})$/.test(segment)))
      shown.push(String(segment));
    else break;
  }
  return shown.join('.');
}

const text = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

export function parseLeague(json: unknown): EspnLeague {
  const parsed = leagueBody.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EspnShapeError(`${(issue && pathOf(issue)) || 'the league'}: ${issue?.message ?? 'unreadable'}`);
  }
  const body = parsed.data;
  const settings = body.settings;
  const acquisition = settings?.acquisitionSettings;
  return {
    espnLeagueId: String(body.id),
    season: body.seasonId,
    // By the names rule, as Sleeper's and Yahoo's league names are.
    name: cleanProviderName(settings?.name ?? '', LEAGUE_NAME_MAX_LENGTH) || `ESPN league ${body.id}`,
    scoringPeriodId: body.scoringPeriodId ?? null,
    currentMatchupPeriod: body.status?.currentMatchupPeriod ?? null,
    finalScoringPeriod: body.status?.finalScoringPeriod ?? null,
    latestScoringPeriod: body.status?.latestScoringPeriod ?? null,
    previousSeasons: [...new Set(body.status?.previousSeasons ?? [])]
      .filter((season) => season < body.seasonId)
      .sort((a, b) => b - a),
    regularWeeks: settings?.scheduleSettings?.matchupPeriodCount ?? null,
    keeperCount: settings?.draftSettings?.keeperCount ?? null,
    faabBudget:
      acquisition?.isUsingAcquisitionBudget && (acquisition.acquisitionBudget ?? 0) > 0
        ? acquisition.acquisitionBudget!
        : null,
    members: new Map(
      (body.members ?? []).map((item) => [
        item.id,
        { displayName: text(item.displayName), firstName: text(item.firstName), lastName: text(item.lastName) },
      ]),
    ),
    teams: (body.teams ?? []).map((item) => {
      const overall = item.record?.overall;
      const joined = [text(item.location), text(item.nickname)].filter(Boolean).join(' ');
      return {
        teamId: item.id,
        name: text(item.name) ?? (joined || null),
        abbrev: text(item.abbrev),
        logoUrl: item.logo && /^https:\/\//.test(item.logo) ? item.logo : null,
        owners: item.owners ?? [],
        record: overall
          ? {
              wins: overall.wins,
              losses: overall.losses,
              ties: overall.ties,
              pointsFor: overall.pointsFor ?? null,
              pointsAgainst: overall.pointsAgainst ?? null,
            }
          : null,
        budgetSpent: item.transactionCounter?.acquisitionBudgetSpent ?? 0,
        roster: item.roster
          ? (item.roster.entries ?? []).map((entry) => ({
              playerId: entry.playerId,
              lineupSlotId: entry.lineupSlotId,
              points: entry.playerPoolEntry?.appliedStatTotal ?? null,
              fullName: text(entry.playerPoolEntry?.player?.fullName),
              defaultPositionId: entry.playerPoolEntry?.player?.defaultPositionId ?? null,
              proTeamId: entry.playerPoolEntry?.player?.proTeamId ?? null,
            }))
          : null,
      };
    }),
    schedule: (body.schedule ?? []).map((item) => {
      const weeks = scoringPeriodsOf(item.matchupPeriodId, settings?.scheduleSettings?.matchupPeriods);
      return {
        matchupPeriod: item.matchupPeriodId,
        weeks,
        week: weeks.at(-1)!,
        homeTeamId: item.home.teamId,
        awayTeamId: item.away?.teamId ?? null,
        homePoints: item.home.totalPoints ?? null,
        awayPoints: item.away?.totalPoints ?? null,
        winner: item.winner ?? 'UNDECIDED',
        playoffTierType: item.playoffTierType ?? 'NONE',
      };
    }),
    picks: (body.draftDetail?.picks ?? []).map((item) => ({
      round: item.roundId,
      roundPick: item.roundPickNumber,
      teamId: item.teamId,
      playerId: item.playerId,
      keeper: item.keeper ?? false,
    })),
  };
}
