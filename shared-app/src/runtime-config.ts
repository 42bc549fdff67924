// The settings a web app reads when it starts (/config.json, written by its server from the
// environment), checked with the contract the server writes it by.
import { PAGE_DATA_IDS, runtimeConfig, type RuntimeConfig } from 'shared-contracts';
import { z } from 'zod/mini';
import { readPageData } from './page-data';

/**
 * The runtime config: the copy the server wrote into the page, else /config.json fetched.
 * Either is checked; a missing or malformed one is an error that says which.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const written = readPageData(PAGE_DATA_IDS.runtimeConfig);
  if (written !== undefined) {
    const parsed = runtimeConfig.safeParse(written);
    if (!parsed.success)
      throw new Error(`Invalid ${PAGE_DATA_IDS.runtimeConfig} block:\n${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status} ${response.statusText}`.trim());
  const parsed = runtimeConfig.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error(`Invalid ${url}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
