/**
 * ESPN's answers in ESPN's shapes (docs/espn.md §5), modelled on the recorded answers of
 * docs/espn.md §8: one league body whose parts come with the views asked for (mTeam,
 * mRoster, mMatchup/mMatchupScore, mSettings, mDraftDetail), a roster for the scoring period
 * asked (`scoringPeriodId`), and ESPN's error bodies.
 */
import {
  KEEPER_COUNT,
  REGULAR_WEEKS,
  fakeDraftPicks,
  fakeFaab,
  fakeGamePoints,
  fakeLineup,
  fakeMatchupPeriods,
  fakeMember,
  fakePlayerPoints,
  fakeSchedule,
  fakeStandings,
  fakeTeamIds,
  fakeTeamName,
  fakeTeamWeekPoints,
  finalWeekOf,
  gameDecided,
  matchupPeriodOf,
  weekStarted,
  type FakeEspnLeague,
  type FakeEspnSeason,
} from './leagues';

/** ESPN's 401 of a private league asked without (or with the wrong) cookies. */
export const notVisible = {
  messages: ['You are not authorized to view this League.'],
  details: [
    {
      message: 'You are not authorized to view this League.',
      shortMessage: 'You are not authorized to view this League.',
      resolution: null,
      type: 'AUTH_LEAGUE_NOT_VISIBLE',
      metaData: null,
    },
  ],
};

/** ESPN's 404 of a league or season that does not exist. */
export const notFound = {
  messages: ['Not Found'],
  details: [
    { message: 'Not Found', shortMessage: 'Not Found', resolution: null, type: 'GENERAL_NOT_FOUND', metaData: null },
  ],
};

export function leagueBody(
  league: FakeEspnLeague,
  season: FakeEspnSeason,
  views: Set<string>,
  scoringPeriod: number | null,
): Record<string, unknown> {
  const finalWeek = finalWeekOf(season);
  const week = scoringPeriod ?? Math.min(season.scoringPeriodId, finalWeek);
  const body: Record<string, unknown> = {
    gameId: 1,
    id: league.id,
    scoringPeriodId: scoringPeriod ?? season.scoringPeriodId,
    seasonId: season.season,
    segmentId: 0,
    draftDetail: { drafted: true, inProgress: false },
    status: {
      activatedDate: Date.UTC(season.season, 4, 1),
      currentMatchupPeriod: matchupPeriodOf(season, Math.min(season.scoringPeriodId, finalWeek)),
      finalScoringPeriod: finalWeek,
      firstScoringPeriod: 1,
      isActive: !season.isFinished,
      isExpired: false,
      latestScoringPeriod: season.scoringPeriodId,
      previousSeasons: season.previousSeasons,
      teamsJoined: league.teamIds.length,
    },
  };
  const withTeams = views.has('mTeam') || views.has('mRoster');
  if (views.has('mTeam'))
    body.members = fakeTeamIds(league.id).map((teamId) => ({
      ...fakeMember(league.id, teamId),
      notificationSettings: [],
    }));
  if (withTeams) {
    const standings = fakeStandings(league.id, season);
    body.teams = fakeTeamIds(league.id).map((teamId) => {
      const team: Record<string, unknown> = { id: teamId };
      if (views.has('mTeam')) {
        const names = fakeTeamName(league.id, teamId);
        const record = standings.get(teamId)!;
        Object.assign(team, {
          abbrev: names.nickname.slice(0, 4).toUpperCase(),
          divisionId: 0,
          ...(season.namesByLocation ? { location: names.location, nickname: names.nickname } : { name: names.name }),
          logo: `https://g.espncdn.com/lm-static/logo-packs/core/fake/${teamId}.svg`,
          owners: [fakeMember(league.id, teamId).id],
          primaryOwner: fakeMember(league.id, teamId).id,
          playoffSeed: 0,
          record: {
            overall: {
              ...record,
              pointsFor: Math.round(record.pointsFor * 100) / 100,
              pointsAgainst: Math.round(record.pointsAgainst * 100) / 100,
              gamesBack: 0,
              percentage: 0,
              streakLength: 0,
              streakType: 'NONE',
            },
          },
          transactionCounter: {
            acquisitions: 3,
            acquisitionBudgetSpent: fakeFaab(league.id, season, teamId),
            drops: 3,
            trades: 0,
            moveToIR: 1,
          },
          waiverRank: teamId,
        });
      }
      if (views.has('mRoster'))
        team.roster = {
          appliedStatTotal: fakeTeamWeekPoints(league.id, season, teamId, week),
          entries: fakeLineup(league.id, teamId).map((player) => ({
            acquisitionType: 'DRAFT',
            injuryStatus: 'NORMAL',
            lineupSlotId: player.lineupSlotId,
            pendingTransactionIds: null,
            playerId: player.id,
            playerPoolEntry: {
              appliedStatTotal: fakePlayerPoints(season, player.id, week),
              id: player.id,
              keeperValue: 0,
              keeperValueFuture: 0,
              lineupLocked: weekStarted(season, week),
              onTeamId: teamId,
              player: {
                active: true,
                defaultPositionId: player.defaultPositionId,
                droppable: true,
                firstName: player.fullName.split(' ')[0],
                fullName: player.fullName,
                id: player.id,
                injured: false,
                injuryStatus: 'ACTIVE',
                lastName: player.fullName.split(' ').slice(1).join(' '),
                proTeamId: player.proTeamId,
                universeId: 2,
              },
              rosterLocked: false,
              status: 'ONTEAM',
              tradeLocked: false,
            },
            status: 'NORMAL',
          })),
        };
      return team;
    });
  }
  if (views.has('mMatchup') || views.has('mMatchupScore'))
    body.schedule = fakeSchedule(league.id, season).map((game) => {
      // A two-week round's totalPoints are both weeks' (so far): ESPN scores the matchup period.
      const side = (teamId: number) => ({
        adjustment: 0,
        teamId,
        tiebreak: 0,
        totalPoints: fakeGamePoints(league.id, season, teamId, game),
      });
      const [home, away] = [side(game.home), side(game.away)];
      const winner = !gameDecided(season, game.week)
        ? 'UNDECIDED'
        : home.totalPoints > away.totalPoints
          ? 'HOME'
          : away.totalPoints > home.totalPoints
            ? 'AWAY'
            : 'TIE';
      return {
        away,
        home,
        id: game.id,
        matchupPeriodId: game.matchupPeriod,
        playoffTierType: game.playoffTierType,
        winner,
      };
    });
  if (views.has('mSettings'))
    body.settings = {
      name: season.name,
      size: league.teamIds.length,
      isPublic: !league.isPrivate,
      // As the recorded answer of docs/espn.md §8: every matchup period's scoring periods.
      scheduleSettings: {
        matchupPeriodCount: REGULAR_WEEKS,
        matchupPeriodLength: 1,
        matchupPeriods: fakeMatchupPeriods(season),
        playoffMatchupPeriodLength: season.playoffRoundWeeks ?? 1,
        playoffTeamCount: 4,
      },
      draftSettings: { keeperCount: season.previousSeasons.length > 0 ? KEEPER_COUNT : 0, type: 'SNAKE' },
      acquisitionSettings: { isUsingAcquisitionBudget: true, acquisitionBudget: league.faabBudget },
      rosterSettings: {
        lineupSlotCounts: { '0': 1, '2': 2, '4': 2, '6': 1, '16': 1, '17': 1, '20': 6, '21': 1, '23': 1 },
      },
    };
  if (views.has('mDraftDetail'))
    body.draftDetail = {
      completeDate: Date.UTC(season.season, 7, 30),
      drafted: true,
      inProgress: false,
      picks: fakeDraftPicks(league.id, season).map((pick, index) => ({
        autoDraftTypeId: 0,
        bidAmount: 0,
        id: index + 1,
        lineupSlotId: 20,
        nominatingTeamId: 0,
        owningTeamIds: [pick.teamId],
        reservedForKeeper: pick.keeper,
        tradeLocked: false,
        ...pick,
      })),
    };
  return body;
}
