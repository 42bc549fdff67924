// What the web servers hand the browser at run time rather than build time, so one build runs
// anywhere: /config.json (where the API is, how to reach Firebase Auth) and /remotes.json
// (where each remote is). shared-build writes both from its settings; the web apps read them.
import { z } from 'zod/mini';

const setting = (name: string) => z.string().check(z.minLength(1, `${name} must be a non-empty string`));

/** /config.json. */
export const runtimeConfig = z.object({
  /** Prefix of every API call; '' (the default) is the same origin's /api (docs/decisions.md §2). */
  apiBase: z.pipe(
    z._default(z.string(), ''),
    z.transform((base) => base.replace(/\/+$/, '')),
  ),
  firebase: z.object({
    apiKey: setting('firebase.apiKey'),
    authDomain: setting('firebase.authDomain'),
    projectId: setting('firebase.projectId'),
  }),
  /** The Firebase Auth emulator's address; null (or '') for real Firebase. */
  authEmulatorUrl: z.pipe(
    z._default(z.nullable(z.string()), null),
    z.transform((url) => url || null),
  ),
});
export type RuntimeConfig = z.output<typeof runtimeConfig>;

/** One remote in /remotes.json: its Module Federation container name and its manifest's URL. */
export const remoteEntry = z.object({
  name: z
    .string()
    .check(z.regex(/^[A-Za-z_$][\w$]*$/, 'name must be a Module Federation container name like mf_players')),
  entry: z.url('entry must be the URL of the remote’s mf-manifest.json'),
});
export type RemoteEntry = z.infer<typeof remoteEntry>;

/** /remotes.json (and the REMOTES_FILE a deployment serves as it). */
export const remotesFile = z.array(remoteEntry);

export { PAGE_DATA_IDS } from './page-values';
