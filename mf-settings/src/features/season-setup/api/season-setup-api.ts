// POST /api/schedule/generate and /api/picks/generate: the commissioner's season set-up.
import { queryRoots, setupResult, type GeneratePicksBody, type GenerateScheduleBody } from 'shared-contracts';
import { api } from 'shared-auth';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export function useGenerateSchedule() {
  return useToastedMutation({
    send: (body: GenerateScheduleBody) => api.post('/api/schedule/generate', body, setupResult),
    success: 'Schedule generated',
    failure: 'Failed to generate the schedule',
    describe: (result) => result.message,
    invalidates: [[queryRoots.schedule], [queryRoots.matchups], [queryRoots.standings], [queryRoots.teams]],
  });
}

export function useGeneratePicks() {
  return useToastedMutation({
    send: (body: GeneratePicksBody) => api.post('/api/picks/generate', body, setupResult),
    success: 'Draft picks created',
    failure: 'Failed to create draft picks',
    describe: (result) => result.message,
    invalidates: [[queryRoots.picks], [queryRoots.pingPongBalls]],
  });
}
