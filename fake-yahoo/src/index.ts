export { startFakeYahoo, FAKE_YAHOO_DEFAULT_CLIENT, type FakeYahoo, type FakeYahooOptions, type Faults } from './server';
export { FAKE_LEAGUES } from './league-data';
export { teamPoints } from './fantasy-routes';
export { weekStats } from './stats';
