// GET /api/players?year= and the writes of the Players screen (POST /api/players,
// PATCH /api/players/batch, POST /api/players/upsert): query options and mutations.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { playersCacheOptions } from 'shared-app';
import { api } from 'shared-auth';
import {
  endpoints,
  queryRoots,
  type BatchUpdatePlayersBody,
  type CreatePlayerBody,
  type UpsertPlayersBody,
} from 'shared-contracts';
import { PLAYERS_TEXT } from './messages';

export const playerKeys = {
  all: [queryRoots.players] as const,
  year: (year: number) => [queryRoots.players, 'year', year] as const,
};

/** docs/web.md §1: the players query is cached for 5 minutes. */
export const playersQueryOptions = (year: number) =>
  queryOptions({
    ...playersCacheOptions,
    queryKey: playerKeys.year(year),
    queryFn: async ({ signal }) => {
      try {
        return await api.call(endpoints.listPlayers, { query: { year }, signal });
      } catch (error) {
        // docs/screens/players.md §3 names the failure; the reason is kept for the error card.
        throw new Error(PLAYERS_TEXT.loadFailed, { cause: error });
      }
    },
  });

export function usePlayers(year: number) {
  return useQuery(playersQueryOptions(year));
}

export const createPlayer = (body: CreatePlayerBody, idempotencyKey?: string) =>
  api.call(endpoints.createPlayer, { body, idempotencyKey });

export const updatePlayers = (body: BatchUpdatePlayersBody) => api.call(endpoints.updatePlayers, { body });

export const upsertPlayers = (body: UpsertPlayersBody) => api.call(endpoints.upsertPlayers, { body });

/** After any write: every cached book is read again (another year may hold the same names). */
export function useRefreshPlayers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: playerKeys.all });
}
