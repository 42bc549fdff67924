export { startFakeYahoo, FAKE_YAHOO_DEFAULT_CLIENT, NO_FAULTS, type FakeYahoo, type FakeYahooOptions, type Faults } from './server';
export { FAKE_LEAGUES, FAKE_TEAMS } from './league-data';
export { teamPoints } from './fantasy-routes';
export { weekStats } from './stats';
