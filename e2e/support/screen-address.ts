// The address a screen is opened at in the shared suite's demo league: a screen whose path
// names a row (`/matchups/:id`, one game's page) opens on a real one, the first game of the
// week Home opens on (the demo's 2024 week 17), read through the API as the signed-in member.
import type { Page } from '@playwright/test';
import { endpoints, urlOf, type WeekMatchupsResponse } from 'shared-contracts';
import { memberApi } from './member-api';

const resolved = new WeakMap<Page, string>();

export async function screenAddress(page: Page, path: string): Promise<string> {
  if (!path.includes(':id')) return path;
  let id = resolved.get(page);
  if (id === undefined) {
    const api = await memberApi(page);
    const week = await api.get<WeekMatchupsResponse>(
      urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } }),
    );
    id = String(week.matchups[0]!.id);
    resolved.set(page, id);
  }
  return path.replace(':id', id);
}
