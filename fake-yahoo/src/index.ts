export {
  startFakeYahoo,
  FAKE_YAHOO_DEFAULT_CLIENT,
  type FakeYahoo,
  type FakeYahooOptions,
  type Faults,
} from './server';
export { FAKE_LEAGUES, FAKE_TEAMS, fullName, pairings, rosterOf, teamPoints, weekStats } from 'shared-demo-league';
