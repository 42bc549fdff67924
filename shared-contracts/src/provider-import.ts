// A provider import's contract (docs/api.md §14): its body, preview, run and score refresh.
// An entry of its own (`shared-contracts/provider-setup`), not the main one: only the API and
// Settings use it, and the main entry is shared whole, so every first view would pay for it
// (docs/performance.md §2.2). It imports the main entry's names from 'shared-contracts', not
// its files: a relative import would bundle a second copy of those modules into Settings.
import { z } from 'zod/mini';
import { positiveInt, seasonNumber } from 'shared-contracts';

/** Whose games stay where the provider's clash with the league's (a team would play twice that week). */
export const conflictChoice = z.enum(['provider', 'league'], { error: "keep must be 'provider' or 'league'" });
export type ConflictChoice = z.infer<typeof conflictChoice>;

/** What a move the provider asks for would undo: a player or a team's FAAB. */
export const tradeUndoKind = z.enum(['player', 'faab'], { error: "kind must be 'player' or 'faab'" });
export type TradeUndoKind = z.infer<typeof tradeUndoKind>;

/**
 * The commissioner's answer to one move that would undo a trade accepted in the app: the
 * provider's answer is taken, or the league's own record stays (what happens without one).
 * `id` is the player's id, or for FAAB the team's.
 */
export const tradeUndoChoice = z.object({
  kind: tradeUndoKind,
  id: positiveInt('id'),
  keep: conflictChoice,
});
export type TradeUndoChoice = z.infer<typeof tradeUndoChoice>;

/**
 * What to import: how many seasons (the followed one and up to 9 before it through the
 * renewal chain), and the commissioner's answers to what the preview showed.
 */
export const importBody = z.object({
  seasons: z
    .number({ error: 'seasons must be 1 to 10' })
    .check(
      z.int('seasons must be 1 to 10'),
      z.minimum(1, 'seasons must be 1 to 10'),
      z.maximum(10, 'seasons must be 1 to 10'),
    ),
  /** Per season whose games clash: the provider's replace the league's in those weeks, or the league's stay. */
  conflicts: z._default(
    z.array(z.object({ season: seasonNumber, keep: conflictChoice })).check(
      z.maxLength(10, 'at most 10 seasons'),
      z.refine(
        (list) => new Set(list.map((entry) => entry.season)).size === list.length,
        'a season may be chosen once',
      ),
    ),
    [],
  ),
  /** Keepers (player ids) the commissioner ticked to change team as the provider says. */
  moveKeepers: z._default(z.array(positiveInt('moveKeepers')).check(z.maxLength(1000, 'at most 1000 players')), []),
  /** Free the players on an imported team whom no provider roster holds (keepers only when ticked). */
  releaseUnrostered: z._default(z.boolean({ error: 'releaseUnrostered must be true or false' }), false),
  /**
   * Add the provider's teams as new teams even though some of the league's own teams are linked
   * to none of them (otherwise such an import is refused: the league would hold two sets of teams).
   */
  addBesideOwnTeams: z._default(z.boolean({ error: 'addBesideOwnTeams must be true or false' }), false),
  /**
   * Per move the preview named as undoing a trade accepted in the app (docs/leagues.md §5):
   * whose answer stands. A move left out keeps the league's; a choice for a move that undoes
   * no trade changes nothing.
   */
  tradeUndos: z._default(
    z.array(tradeUndoChoice).check(
      z.maxLength(1000, 'at most 1000 trade choices'),
      z.refine(
        (list) => new Set(list.map((entry) => `${entry.kind}|${entry.id}`)).size === list.length,
        'a move may be chosen once',
      ),
    ),
    [],
  ),
});
export type ImportBody = z.infer<typeof importBody>;

/** Counts of one kind of row: what an import creates, updates and leaves alone. */
export const changeCounts = z.object({
  created: z.number().check(z.int()),
  updated: z.number().check(z.int()),
  unchanged: z.number().check(z.int()),
});
export type ChangeCounts = z.infer<typeof changeCounts>;

/** Games: changeCounts, and the league's games the provider's replaced. */
export const gameCounts = z.extend(changeCounts, { removed: z._default(z.number().check(z.int()), 0) });
export type GameCounts = z.infer<typeof gameCounts>;

/** The provider's games that clash with the league's in a season, and the league's games there. */
export const gameConflicts = z.object({
  weeks: z.array(z.number().check(z.int())),
  providerGames: z.number().check(z.int()),
  leagueGames: z.number().check(z.int()),
});
export type GameConflicts = z.infer<typeof gameConflicts>;

/** A change to a player's team a roster import makes (`applied`) or holds back until asked. */
export const playerTeamChange = z.object({
  playerId: z.number().check(z.int()),
  name: z.string(),
  /** Team names; null is a free agent. */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  isKeeper: z.boolean(),
  /** 'move': on another team's roster; 'release': on no roster. */
  kind: z.enum(['move', 'release']),
  applied: z.boolean(),
  /** The change would undo a trade accepted in the app: it is named in `tradeUndos`, and made only when chosen. */
  undoesTrade: z._default(z.boolean(), false),
});
export type PlayerTeamChange = z.infer<typeof playerTeamChange>;

/**
 * A move the provider's answer asks for that would undo a trade accepted in the app since the
 * last import: "<player> would go back to <team>" or "<team>'s FAAB would go back to $<n>",
 * undoing the trade of <acceptedAt> between <teams>. `keep` is what the import does with it.
 */
export const tradeUndo = z.object({
  kind: tradeUndoKind,
  /** The player's id, or for FAAB the team's. */
  id: z.number().check(z.int()),
  /** The player's name, or the FAAB's team name. */
  name: z.string(),
  /** The app's now: the player's team name (null: a free agent), or the team's FAAB in dollars. */
  from: z.nullable(z.union([z.string(), z.number()])),
  /** The provider's: the team it has the player on (null: on no roster), or the FAAB it reports. */
  to: z.nullable(z.union([z.string(), z.number()])),
  trade: z.object({
    id: z.number().check(z.int()),
    /** When it was accepted (ISO 8601). */
    acceptedAt: z.string(),
    /** The proposing team's name, then the receiving team's. */
    teams: z.array(z.string()),
  }),
  /** 'league': the app's stays (the default); 'provider': the provider's is taken. */
  keep: conflictChoice,
});
export type TradeUndo = z.infer<typeof tradeUndo>;

/** One season of a preview or an import. */
export const seasonImport = z.object({
  season: z.number().check(z.int()),
  leagueKey: z.string(),
  teams: changeCounts,
  matchups: gameCounts,
  /** Null when the provider's games fit the league's schedule. */
  conflicts: z._default(z.nullable(gameConflicts), null),
  /** The choice applied to the conflicts; null when none was given (the league's games stayed). */
  keep: z._default(z.nullable(conflictChoice), null),
  /** The player book: the followed (current) season's rosters only; null for earlier seasons. */
  players: z.nullable(changeCounts),
  /** Every change to a player's team, made or held back. */
  playerChanges: z._default(z.array(playerTeamChange), []),
  /** The moves that would undo a trade accepted in the app since the last import, and whose answer stands. */
  tradeUndos: z._default(z.array(tradeUndo), []),
  weeks: z.number().check(z.int()),
  /**
   * What the provider brings beyond teams, games and rosters (Sleeper): traded draft picks
   * (future years' picks that changed hands), the season draft's keepers in the player book,
   * and FAAB balances. Null where the provider has none of these (Yahoo) or for an earlier season.
   */
  extras: z._default(
    z.nullable(z.object({ draftPicks: changeCounts, keepers: changeCounts, faab: changeCounts })),
    null,
  ),
  /**
   * What the provider could not answer readably and the season was imported without (an
   * extra left out), in words for the commissioner; empty when nothing was left out.
   */
  warnings: z._default(z.array(z.string()), []),
});
export type SeasonImport = z.infer<typeof seasonImport>;

/**
 * The league's own teams no provider team is linked to, when the import would add the
 * provider's teams beside them: `unlinked` are their names, `newTeams` the teams it would add.
 */
export const ownTeamsLeftOut = z.object({ unlinked: z.array(z.string()), newTeams: z.number().check(z.int()) });
export type OwnTeamsLeftOut = z.infer<typeof ownTeamsLeftOut>;

/** POST /api/provider/import/preview; `ownTeams` is null when no own team would be left out. */
export const importPreview = z.object({
  seasons: z.array(seasonImport),
  ownTeams: z._default(z.nullable(ownTeamsLeftOut), null),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importStatus = z.enum(['running', 'paused', 'failed', 'done']);
export type ImportStatus = z.infer<typeof importStatus>;

/** The league's latest import: GET /api/provider/import, and the answer of POST /api/provider/import. */
export const importJob = z.object({
  id: z.number().check(z.int()),
  status: importStatus,
  /** Seasons planned, newest first. */
  seasons: z.array(z.number().check(z.int())),
  /** Seasons written so far (each in one transaction), with what each changed. */
  completed: z.array(seasonImport),
  /** What it is doing now, e.g. '2024: week 9 of 17'. */
  step: z.string(),
  /** Provider calls made so far. */
  calls: z.number().check(z.int()),
  /** Why it paused or failed; the summary once done. */
  message: z.string(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type ImportJob = z.infer<typeof importJob>;
/** GET /api/provider/import: null before the first import. */
export const latestImport = z.nullable(importJob);

/** POST /api/provider/import/refresh-scores: the weeks re-read and the games they changed. */
export const scoreRefreshResult = z.object({
  season: z.number().check(z.int()),
  weeks: z.number().check(z.int()),
  updated: z.number().check(z.int()),
  message: z.string(),
});
export type ScoreRefreshResult = z.infer<typeof scoreRefreshResult>;
