// GET /api/players/{playerId}/points: a player's weekly points for his book's year, read when
// his sheet (or the commissioner's edit dialog) opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';
import { POINTS_TEXT } from '../../../lib/messages';

/**
 * Under the players' root: a write to the book (an import above all, which sets provider ids)
 * reads every cached book again, and a player's points with it.
 */
export const playerPointsKey = (playerId: number) => [queryRoots.players, 'points', playerId] as const;

export const playerPointsQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: playerPointsKey(playerId),
    queryFn: async ({ signal }) => {
      try {
        return await api.call(endpoints.getPlayerPoints, { params: { playerId }, signal });
      } catch (error) {
        // The failure is named; the reason (the server's or the connection's) stays for the card.
        throw new Error(POINTS_TEXT.loadFailed, { cause: error });
      }
    },
  });

export function usePlayerPoints(playerId: number) {
  return useQuery(playerPointsQueryOptions(playerId));
}
