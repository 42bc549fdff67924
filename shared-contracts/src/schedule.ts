import { z } from 'zod/mini';
import { INT4_MAX, season } from './common';

/** A team as a schedule row names it. */
const scheduleTeam = z.object({ name: z.string(), abbreviation: z.string() });

/** One game as the Schedule screen shows it (docs/product.md §5 "Matchup, schedule"): camelCase. */
export const scheduleMatchup = z.object({
  id: z.number().check(z.int()),
  weekNumber: z.number().check(z.int()),
  position: z.number().check(z.int()),
  homeTeamId: z.number().check(z.int()),
  awayTeamId: z.number().check(z.int()),
  homeTeam: scheduleTeam,
  awayTeam: scheduleTeam,
  isCompleted: z.boolean(),
  /** A playoff game (docs/api.md): shown in its week, left out of the standings. */
  isPlayoff: z.boolean(),
  homeTeamScore: z.nullable(z.number()),
  awayTeamScore: z.nullable(z.number()),
});
export type ScheduleMatchup = z.infer<typeof scheduleMatchup>;

/** GET /api/schedule/{season}: the season's games ordered by week, then position. */
export const scheduleResponse = z.object({ matchups: z.array(scheduleMatchup) });
export type ScheduleResponse = z.infer<typeof scheduleResponse>;

/** GET /api/schedule/{season}, GET /api/matchups/standings|season/{season}. */
export const seasonParams = z.object({ season });

/** A team chosen for a matchup must be a positive whole number (docs/screens/schedule.md §4.3). */
export const matchupTeamId = z
  .number({ error: 'Invalid team ID' })
  .check(z.int('Invalid team ID'), z.positive('Invalid team ID'), z.maximum(INT4_MAX, 'Invalid team ID'));

const weekMessage = 'weekNumber must be a week from 1 to 18';
const positionMessage = `position must be a whole number from 1 to ${INT4_MAX}`;

/**
 * PATCH /api/schedule/matchups/{id} (commissioner): either a move, `{weekNumber, position}`
 * after a drag (the game leaves its week and is inserted at `position` of the new one; a
 * position past the end appends), or a team change naming exactly one of `homeTeamId` and
 * `awayTeamId`.
 */
export const updateMatchupBody = z
  .strictObject({
    weekNumber: z.optional(
      z.number({ error: weekMessage }).check(z.int(weekMessage), z.minimum(1, weekMessage), z.maximum(18, weekMessage)),
    ),
    position: z.optional(
      z
        .number({ error: positionMessage })
        .check(z.int(positionMessage), z.minimum(1, positionMessage), z.maximum(INT4_MAX, positionMessage)),
    ),
    homeTeamId: z.optional(matchupTeamId),
    awayTeamId: z.optional(matchupTeamId),
  })
  .check(
    z.refine(
      (body) => {
        const move = body.weekNumber !== undefined || body.position !== undefined;
        const teams = Number(body.homeTeamId !== undefined) + Number(body.awayTeamId !== undefined);
        return move ? body.weekNumber !== undefined && body.position !== undefined && teams === 0 : teams === 1;
      },
      { message: 'Send either weekNumber and position, or exactly one of homeTeamId and awayTeamId' },
    ),
  );
export type UpdateMatchupBody = z.infer<typeof updateMatchupBody>;
