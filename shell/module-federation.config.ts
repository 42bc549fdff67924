// The shell as the Module Federation host. It names no remotes at build time: it reads them
// from /remotes.json when it starts (src/remotes/register-remotes.ts), so a remote moves or
// is redeployed without rebuilding the shell. Its runtime plugins retry a failed load once
// and turn a remote that stays down into an error its route can show.
import { fileURLToPath } from 'node:url';
import { federationConfigOf } from 'shared-build/federation';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default federationConfigOf(import.meta.url, {
  runtimePlugins: [here('./src/remotes/retry-plugin.ts'), here('./src/remotes/fallback-plugin.ts')],
});
