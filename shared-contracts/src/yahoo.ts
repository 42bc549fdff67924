// Yahoo's own keys. The roster and week-score contracts every provider answers are rosters.ts;
// the Yahoo-shaped roster the product spec names for /api/yahoo/roster is yahoo-roster.ts.
import { z } from 'zod/mini';

/** A Yahoo team key, `{game}.l.{league_id}.t.{team_id}` (docs/yahoo.md §4). */
export const yahooTeamKey = z
  .string()
  .check(
    z.maxLength(64, 'must be a Yahoo team key like 461.l.6288.t.1'),
    z.regex(/^\d+\.l\.\d+\.t\.\d+$/, 'must be a Yahoo team key like 461.l.6288.t.1'),
  );
/** A Yahoo league key, `{game}.l.{league_id}`. */
export const yahooLeagueKey = z
  .string()
  .check(
    z.maxLength(64, 'must be a Yahoo league key like 461.l.6288'),
    z.regex(/^\d+\.l\.\d+$/, 'must be a Yahoo league key like 461.l.6288'),
  );
