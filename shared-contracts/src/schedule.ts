import { z } from 'zod';
import { INT4_MAX, season } from './common';

/** A team as a schedule row names it. */
const scheduleTeam = z.object({ name: z.string(), abbreviation: z.string() });

/** One game as the Schedule screen shows it (docs/product.md §5 "Matchup, schedule"): camelCase. */
export const scheduleMatchup = z.object({
  id: z.number().int(),
  weekNumber: z.number().int(),
  position: z.number().int(),
  homeTeamId: z.number().int(),
  awayTeamId: z.number().int(),
  homeTeam: scheduleTeam,
  awayTeam: scheduleTeam,
  isCompleted: z.boolean(),
  homeTeamScore: z.number().nullable(),
  awayTeamScore: z.number().nullable(),
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
  .int('Invalid team ID')
  .positive('Invalid team ID')
  .max(INT4_MAX, 'Invalid team ID');

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
    weekNumber: z.number({ error: weekMessage }).int(weekMessage).min(1, weekMessage).max(18, weekMessage).optional(),
    position: z
      .number({ error: positionMessage })
      .int(positionMessage)
      .min(1, positionMessage)
      .max(INT4_MAX, positionMessage)
      .optional(),
    homeTeamId: matchupTeamId.optional(),
    awayTeamId: matchupTeamId.optional(),
  })
  .refine(
    (body) => {
      const move = body.weekNumber !== undefined || body.position !== undefined;
      const teams = Number(body.homeTeamId !== undefined) + Number(body.awayTeamId !== undefined);
      return move ? body.weekNumber !== undefined && body.position !== undefined && teams === 0 : teams === 1;
    },
    { message: 'Send either weekNumber and position, or exactly one of homeTeamId and awayTeamId' },
  );
export type UpdateMatchupBody = z.infer<typeof updateMatchupBody>;
