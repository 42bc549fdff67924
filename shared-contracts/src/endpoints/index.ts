// The endpoint table: every operation of the API, one row each (see endpoint.ts).
import { activityEndpoints } from './activity';
import { authEndpoints } from './auth';
import { eventEndpoints } from './events';
import { faabEndpoints } from './faab';
import { leagueEndpoints } from './league';
import { leaguesEndpoints } from './leagues';
import { matchupEndpoints } from './matchups';
import { pickEndpoints } from './picks';
import { pingPongBallEndpoints } from './ping-pong-balls';
import { playerEndpoints } from './players';
import { providerEndpoints } from './provider';
import { scheduleEndpoints } from './schedule';
import { teamEndpoints } from './teams';
import { tradeEndpoints } from './trades';

export * from './endpoint';
export * from './activity';
export * from './auth';
export * from './events';
export * from './faab';
export * from './league';
export * from './leagues';
export * from './matchups';
export * from './picks';
export * from './ping-pong-balls';
export * from './players';
export * from './provider';
export * from './schedule';
export * from './teams';
export * from './trades';

/** Every operation of the API by name: the API registers one route per row, the web client calls them by name. */
export const endpoints = {
  ...authEndpoints,
  ...leaguesEndpoints,
  ...leagueEndpoints,
  ...teamEndpoints,
  ...matchupEndpoints,
  ...scheduleEndpoints,
  ...playerEndpoints,
  ...pickEndpoints,
  ...pingPongBallEndpoints,
  ...tradeEndpoints,
  ...faabEndpoints,
  ...providerEndpoints,
  ...activityEndpoints,
  ...eventEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
