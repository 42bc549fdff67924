// The settings a web app reads when it starts (/config.json, written by its server from the
// environment), checked with the contract the server writes it by.
import { runtimeConfig, type RuntimeConfig } from 'shared-contracts';
import { z } from 'zod/mini';

/** Fetches and checks the runtime config; a missing or malformed file is an error that says which. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status} ${response.statusText}`.trim());
  const parsed = runtimeConfig.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error(`Invalid ${url}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
