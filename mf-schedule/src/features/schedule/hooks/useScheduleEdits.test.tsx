import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { endpoints, urlOf, type ScheduleResponse } from 'shared-contracts';
import { connectApi } from 'shared-auth';
import { createTestQueryClient, HttpResponse, mockApi, recordRequests, server } from 'shared-testing';
import { getToasts, resetToasts } from 'shared-ui';
import { scheduleKeys, scheduleQueryOptions } from '../api/schedule-api';
import { game } from '../model/test-games';
import { useScheduleEdits } from './useScheduleEdits';

// Week 1: games 1, 2; week 2: games 3, 4.
const season = (): ScheduleResponse => ({ matchups: [game(1, 1, 1), game(2, 1, 2), game(3, 2, 1), game(4, 2, 2)] });
const placeOf = (schedule: ScheduleResponse | undefined, id: number) => {
  const found = schedule?.matchups.find((matchup) => matchup.id === id);
  return found && `week-${found.weekNumber}-${found.position}`;
};

function setUp() {
  connectApi({ getToken: async () => 'test-id-token' });
  resetToasts();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(scheduleKeys.season(2025), season());
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // The screen's own read of the season: what the edits refresh once the server has answered.
  const { result } = renderHook(
    () => {
      useQuery(scheduleQueryOptions(2025));
      return useScheduleEdits(2025, undefined);
    },
    { wrapper },
  );
  const cached = () => queryClient.getQueryData<ScheduleResponse>(scheduleKeys.season(2025));
  return { result, cached };
}

describe('useScheduleEdits: moves', () => {
  it('moves the game at once, sends {weekNumber, position}, then holds what the server answers on the refetch', async () => {
    let answer: () => void = () => {};
    const sent: unknown[] = [];
    const serverSeason = season();
    serverSeason.matchups = serverSeason.matchups.map((matchup) =>
      matchup.id === 1
        ? { ...matchup, weekNumber: 2, position: 2 }
        : matchup.id === 2
          ? { ...matchup, position: 1 }
          : matchup.id === 4
            ? { ...matchup, position: 3 }
            : matchup,
    );
    server.use(
      mockApi.on(endpoints.updateScheduleMatchup, async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ ...game(1, 2, 2) });
      }),
      mockApi.on(endpoints.getSchedule, serverSeason),
    );
    const requests = recordRequests();
    const { result, cached } = setUp();

    act(() => result.current.move(1, { weekNumber: 2, position: 2 }));
    // Optimistic: in its new place before the server answers; week 1 closed up, week 2 made room.
    await waitFor(() => expect(placeOf(cached(), 1)).toBe('week-2-2'));
    expect(placeOf(cached(), 2)).toBe('week-1-1');
    expect(placeOf(cached(), 4)).toBe('week-2-3');
    await waitFor(() => expect(sent).toEqual([{ id: 1, body: { weekNumber: 2, position: 2 } }]));

    answer();
    await waitFor(() =>
      expect(
        requests.filter(
          (request) =>
            request.method === 'GET' && request.path === urlOf(endpoints.getSchedule, { params: { season: 2025 } }),
        ),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(cached()).toEqual(serverSeason));
  });

  it('sends nothing for a drop that changes nothing (back on its own slot, or past the end of its own week when last)', async () => {
    const requests = recordRequests();
    const { result, cached } = setUp();
    act(() => result.current.move(1, { weekNumber: 1, position: 1 }));
    act(() => result.current.move(2, { weekNumber: 1, position: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(cached()).toEqual(season());
  });

  it('returns to what the server holds when it refuses, and says why in a toast', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockApi.refuse(endpoints.updateScheduleMatchup, 403, 'Only the commissioner can change the schedule'),
      mockApi.on(endpoints.getSchedule, season()),
    );
    const { result, cached } = setUp();
    act(() => result.current.move(3, { weekNumber: 1, position: 1 }));
    await waitFor(() =>
      expect(getToasts().map((toast) => [toast.title, toast.description])).toEqual([
        ['Failed to update matchup', 'Only the commissioner can change the schedule'],
      ]),
    );
    expect(placeOf(cached(), 3)).toBe('week-2-1');
    expect(placeOf(cached(), 1)).toBe('week-1-1');
    logged.mockRestore();
  });
});

describe('useScheduleEdits: teams', () => {
  it("abandons a team that is not a positive whole number with 'Invalid team ID', sending nothing", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const requests = recordRequests();
    const { result, cached } = setUp();
    act(() => result.current.changeTeam(1, 'home', 'abc'));
    act(() => result.current.changeTeam(1, 'away', '0'));
    expect(getToasts().map((toast) => toast.title)).toEqual(['Invalid team ID']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(cached()).toEqual(season());
    logged.mockRestore();
  });

  it('sends a single homeTeamId or awayTeamId', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.updateScheduleMatchup, ({ body }) => {
        sent.push(body);
        return game(1, 1, 1);
      }),
      mockApi.on(endpoints.getSchedule, season()),
    );
    const { result } = setUp();
    act(() => result.current.changeTeam(1, 'away', '9'));
    await waitFor(() => expect(sent).toEqual([{ awayTeamId: 9 }]));
  });
});
