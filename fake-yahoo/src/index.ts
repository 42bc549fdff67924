export { startFakeYahoo, FAKE_YAHOO_DEFAULT_CLIENT, type FakeYahoo, type FakeYahooOptions, type Faults } from './server';
export { FAKE_LEAGUES, FAKE_TEAMS, fullName, rosterOf } from './league-data';
export { pairings, teamPoints } from './fantasy-routes';
export { weekStats } from './stats';
