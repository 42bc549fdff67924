import type {
  HeadToHead,
  LeagueRecords,
  PlayoffFormatBody,
  RecordSeason,
  RecordTeam,
  TeamHistory,
  TeamSeason,
  TitleCount,
} from 'shared-contracts/record-book';

/**
 * The record book's rule (docs/api.md §21), a pure function of the league's games, its teams
 * and its playoff format, so that it is tested apart from any database:
 *
 * - A season's playoff weeks are its last `playoffWeeks` weeks with games; the weeks before
 *   are its regular season (a game the provider marked as a playoff game never counts there).
 * - The regular season's standings order teams as the Home screen's do: win percentage (a tie
 *   counts half), then points for, then team id. The first is the regular-season winner; the
 *   first `playoffTeams` are the seeds.
 * - A season is finished once every game of it is completed and scored, and it has a regular
 *   season. Only finished seasons have champions and regular-season winners.
 * - The final is a game of the last playoff week between two seeds, preferring two seeds who
 *   lost no game of the earlier playoff weeks (the bracket's winners; a bye loses nothing), and
 *   among those the one with the best seed. Its winner is the champion (a tied final goes to
 *   the better seed), the loser the runner-up. No such game: no champion that season.
 * - Records count every completed, scored game, playoffs included (most points in a season
 *   counts the regular season only). A record is held by whoever set it first: an equal
 *   mark later does not take it.
 */

export type BookGame = {
  id: number;
  season: number;
  week: number;
  position: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  isCompleted: boolean;
  isPlayoff: boolean;
};

export type PlayedGame = BookGame & { homeScore: number; awayScore: number };

export type RecordBookParts = {
  seasons: RecordSeason[];
  titles: TitleCount[];
  records: LeagueRecords;
  headToHead: HeadToHead[];
  teams: TeamHistory[];
};

/** Points as the API shows them: two decimals, without a sum's floating-point dust. */
export const points = (value: number): number => Math.round(value * 100) / 100;

export function isPlayed(game: BookGame): game is PlayedGame {
  return game.isCompleted && game.homeScore !== null && game.awayScore !== null;
}

/** Season, week, position, then id: the order games were played in. */
export function chronological<T extends BookGame>(games: readonly T[]): T[] {
  return [...games].sort((a, b) => a.season - b.season || a.week - b.week || a.position - b.position || a.id - b.id);
}

type Standing = { teamId: number; wins: number; losses: number; ties: number; pointsFor: number; rank: number };

type SeasonReading = {
  season: number;
  finished: boolean;
  standings: Standing[];
  seeds: number[];
  championId: number | null;
  runnerUpId: number | null;
};

/** The regular season's standings of the teams that played in the season (docs/screens/home.md §4.2's order). */
export function regularSeasonStandings(teamIds: readonly number[], regular: readonly PlayedGame[]): Standing[] {
  const rows = new Map(
    teamIds.map((teamId) => [teamId, { teamId, wins: 0, losses: 0, ties: 0, pointsFor: 0, rank: 0 }]),
  );
  for (const game of regular) {
    const home = rows.get(game.homeTeamId)!;
    const away = rows.get(game.awayTeamId)!;
    home.pointsFor += game.homeScore;
    away.pointsFor += game.awayScore;
    countResult(home, away, game.homeScore, game.awayScore);
  }
  const percentage = (row: Standing) => {
    const played = row.wins + row.losses + row.ties;
    return played === 0 ? 0 : (row.wins + row.ties / 2) / played;
  };
  const ordered = [...rows.values()].sort(
    (a, b) => percentage(b) - percentage(a) || b.pointsFor - a.pointsFor || a.teamId - b.teamId,
  );
  return ordered.map((row, index) => ({ ...row, pointsFor: points(row.pointsFor), rank: index + 1 }));
}

function readSeason(season: number, games: readonly BookGame[], format: PlayoffFormatBody): SeasonReading {
  const weeks = games.map((game) => game.week);
  const firstWeek = Math.min(...weeks);
  const lastWeek = Math.max(...weeks);
  const firstPlayoffWeek = lastWeek - format.playoffWeeks + 1;
  const teamIds = [...new Set(games.flatMap((game) => [game.homeTeamId, game.awayTeamId]))].sort((a, b) => a - b);
  const played = games.filter(isPlayed);
  const regular = played.filter((game) => game.week < firstPlayoffWeek && !game.isPlayoff);
  const standings = regularSeasonStandings(teamIds, regular);
  const finished = firstPlayoffWeek > firstWeek && played.length === games.length;
  const seeds = standings.slice(0, format.playoffTeams).map((row) => row.teamId);
  const reading: SeasonReading = {
    season,
    finished,
    standings,
    seeds,
    championId: null,
    runnerUpId: null,
  };
  if (!finished) return reading;

  const seedOf = new Map(seeds.map((teamId, index) => [teamId, index + 1]));
  const beaten = new Set<number>();
  for (const game of played) {
    if (game.week < firstPlayoffWeek || game.week === lastWeek) continue;
    if (game.homeScore < game.awayScore) beaten.add(game.homeTeamId);
    if (game.awayScore < game.homeScore) beaten.add(game.awayTeamId);
  }
  const betterSeed = (game: PlayedGame) => Math.min(seedOf.get(game.homeTeamId)!, seedOf.get(game.awayTeamId)!);
  const candidates = chronological(
    played.filter((game) => game.week === lastWeek && seedOf.has(game.homeTeamId) && seedOf.has(game.awayTeamId)),
  );
  const unbeaten = candidates.filter((game) => !beaten.has(game.homeTeamId) && !beaten.has(game.awayTeamId));
  const pool = unbeaten.length > 0 ? unbeaten : candidates;
  const final = pool.reduce<PlayedGame | null>(
    (best, game) => (best === null || betterSeed(game) < betterSeed(best) ? game : best),
    null,
  );
  if (!final) return reading;
  const homeWins =
    final.homeScore > final.awayScore ||
    (final.homeScore === final.awayScore && seedOf.get(final.homeTeamId)! < seedOf.get(final.awayTeamId)!);
  reading.championId = homeWins ? final.homeTeamId : final.awayTeamId;
  reading.runnerUpId = homeWins ? final.awayTeamId : final.homeTeamId;
  return reading;
}

/** Most points in one game, biggest margin, longest winning run, most regular-season points in a season. */
export function leagueRecords(
  played: readonly PlayedGame[],
  readings: readonly SeasonReading[],
  team: (id: number) => RecordTeam,
): LeagueRecords {
  const records: LeagueRecords = { highestWeek: null, biggestWin: null, longestStreak: null, mostSeasonPoints: null };
  const runs = new Map<number, { wins: number; from: { season: number; week: number } }>();
  for (const game of chronological(played)) {
    const at = { season: game.season, week: game.week };
    const sides = [
      { teamId: game.homeTeamId, own: game.homeScore, opponentId: game.awayTeamId, theirs: game.awayScore },
      { teamId: game.awayTeamId, own: game.awayScore, opponentId: game.homeTeamId, theirs: game.homeScore },
    ];
    for (const side of sides) {
      if (records.highestWeek === null || side.own > records.highestWeek.points) {
        records.highestWeek = { team: team(side.teamId), points: side.own, ...at };
      }
      const margin = points(side.own - side.theirs);
      if (margin > 0 && (records.biggestWin === null || margin > records.biggestWin.margin)) {
        records.biggestWin = {
          team: team(side.teamId),
          opponent: team(side.opponentId),
          points: side.own,
          opponentPoints: side.theirs,
          margin,
          ...at,
        };
      }
      if (side.own > side.theirs) {
        const run = runs.get(side.teamId) ?? { wins: 0, from: at };
        const next = { wins: run.wins + 1, from: run.wins === 0 ? at : run.from };
        runs.set(side.teamId, next);
        if (records.longestStreak === null || next.wins > records.longestStreak.wins) {
          records.longestStreak = { team: team(side.teamId), wins: next.wins, from: next.from, to: at };
        }
      } else {
        runs.delete(side.teamId);
      }
    }
  }
  for (const reading of readings) {
    // Equal totals of one season: the lower team id first, as the standings break ties.
    const bySeason = [...reading.standings].sort((a, b) => a.teamId - b.teamId);
    for (const row of bySeason) {
      if (records.mostSeasonPoints === null || row.pointsFor > records.mostSeasonPoints.points) {
        records.mostSeasonPoints = { team: team(row.teamId), points: row.pointsFor, season: reading.season };
      }
    }
  }
  return records;
}

/** Each ordered pair of teams that met: the first team's record against the second, over every game. */
export function headToHeadRecords(played: readonly PlayedGame[]): HeadToHead[] {
  const pairs = new Map<string, HeadToHead>();
  const side = (teamId: number, opponentId: number) => {
    const key = `${teamId} ${opponentId}`;
    let row = pairs.get(key);
    if (!row) {
      row = { teamId, opponentId, wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0 };
      pairs.set(key, row);
    }
    return row;
  };
  for (const game of played) {
    const home = side(game.homeTeamId, game.awayTeamId);
    const away = side(game.awayTeamId, game.homeTeamId);
    home.pointsFor += game.homeScore;
    home.pointsAgainst += game.awayScore;
    away.pointsFor += game.awayScore;
    away.pointsAgainst += game.homeScore;
    countResult(home, away, game.homeScore, game.awayScore);
  }
  return [...pairs.values()]
    .map((row) => ({ ...row, pointsFor: points(row.pointsFor), pointsAgainst: points(row.pointsAgainst) }))
    .sort((a, b) => a.teamId - b.teamId || a.opponentId - b.opponentId);
}

function finishOf(reading: SeasonReading, teamId: number): TeamSeason['finish'] {
  if (!reading.finished) return 'in-progress';
  if (reading.championId === teamId) return 'champion';
  if (reading.runnerUpId === teamId) return 'runner-up';
  return reading.seeds.includes(teamId) ? 'playoffs' : 'missed';
}

/** The whole record book but the format, from the league's games (any order) and teams. */
export function recordBookOf(
  games: readonly BookGame[],
  leagueTeams: readonly RecordTeam[],
  format: PlayoffFormatBody,
): RecordBookParts {
  const names = new Map(leagueTeams.map((team) => [team.id, team.name]));
  const team = (id: number): RecordTeam => ({ id, name: names.get(id) ?? `Team ${id}` });

  const bySeason = new Map<number, BookGame[]>();
  for (const game of games) bySeason.set(game.season, [...(bySeason.get(game.season) ?? []), game]);
  const readings = [...bySeason.keys()]
    .sort((a, b) => a - b)
    .map((season) => readSeason(season, bySeason.get(season)!, format));

  const finished = readings.filter((reading) => reading.finished);
  const seasons: RecordSeason[] = finished.map((reading) => ({
    season: reading.season,
    champion: reading.championId === null ? null : team(reading.championId),
    runnerUp: reading.runnerUpId === null ? null : team(reading.runnerUpId),
    regularSeasonWinner: team(reading.standings[0]!.teamId),
  }));

  const tally = new Map<number, TitleCount>();
  const tallyOf = (id: number) => {
    let row = tally.get(id);
    if (!row) {
      row = { team: team(id), titles: 0, regularSeasonWins: 0 };
      tally.set(id, row);
    }
    return row;
  };
  for (const season of seasons) {
    if (season.champion) tallyOf(season.champion.id).titles += 1;
    tallyOf(season.regularSeasonWinner.id).regularSeasonWins += 1;
  }
  const titles = [...tally.values()].sort(
    (a, b) => b.titles - a.titles || b.regularSeasonWins - a.regularSeasonWins || a.team.id - b.team.id,
  );

  const played = games.filter(isPlayed);
  const teamIds = [
    ...new Set([...leagueTeams.map((row) => row.id), ...games.flatMap((g) => [g.homeTeamId, g.awayTeamId])]),
  ];
  const teams: TeamHistory[] = teamIds
    .sort((a, b) => a - b)
    .map((teamId) => ({
      team: team(teamId),
      seasons: readings.flatMap((reading) => {
        const row = reading.standings.find((standing) => standing.teamId === teamId);
        if (!row) return [];
        const { wins, losses, ties, pointsFor, rank } = row;
        return [{ season: reading.season, rank, wins, losses, ties, pointsFor, finish: finishOf(reading, teamId) }];
      }),
    }));

  return {
    seasons,
    titles,
    records: leagueRecords(played, readings, team),
    headToHead: headToHeadRecords(played),
    teams,
  };
}

type WinLossTie = { wins: number; losses: number; ties: number };

/** One game's result on both sides' records: a win and a loss, or a tie each. */
function countResult(home: WinLossTie, away: WinLossTie, homeScore: number, awayScore: number): void {
  if (homeScore > awayScore) {
    home.wins += 1;
    away.losses += 1;
  } else if (homeScore < awayScore) {
    home.losses += 1;
    away.wins += 1;
  } else {
    home.ties += 1;
    away.ties += 1;
  }
}
