// Every web app's own rspack.config.ts as one multi-compiler configuration, so
// `rspack build -c rspack.all.config.ts` builds the shell and the six remotes in one process
// sharing one thread pool (much quicker on two cores than seven builds).
// WEB_APPS=shell,mf-players builds only those.
//
// Built through the rspack CLI on purpose: it loads TypeScript configs with jiti, whereas
// tsx (esbuild, keepNames) would wrap Module Federation's runtime functions in `__name(...)`
// calls that the plugin then copies into the browser bundle.
import shell from '../shell/rspack.config';
import dashboard from '../mf-dashboard/rspack.config';
import players from '../mf-players/rspack.config';
import trades from '../mf-trades/rspack.config';
import schedule from '../mf-schedule/rspack.config';
import picks from '../mf-picks/rspack.config';
import settings from '../mf-settings/rspack.config';

const configs = {
  shell,
  'mf-dashboard': dashboard,
  'mf-players': players,
  'mf-trades': trades,
  'mf-schedule': schedule,
  'mf-picks': picks,
  'mf-settings': settings,
};

export default (env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const wanted = process.env.WEB_APPS ? process.env.WEB_APPS.split(',').map((name) => name.trim()) : Object.keys(configs);
  return wanted.map((name) => {
    const config = configs[name as keyof typeof configs];
    if (!config) throw new Error(`WEB_APPS names an unknown app '${name}'. Known: ${Object.keys(configs).join(', ')}`);
    return config(env, argv);
  });
};
