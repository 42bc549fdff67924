import {
  declareKeeperBody,
  keeperBoard,
  keeperPlayerParams,
  keeperRule,
  keeperRuleAnswer,
  keeperRuleBody,
  keeperSeason,
  keeperSeasonParams,
  rolloverBody,
  rolloverResult,
} from '../keepers';
import { endpoint, type RefusalStatus } from 'shared-contracts';

const keeperRefusals: RefusalStatus[] = [400, 401, 403, 404, 409];

/**
 * The league's keeper season. The rule and the roll-over are the commissioner's; declarations
 * are each manager's for his own team until the deadline.
 */
export const keeperEndpoints = {
  getKeeperRule: endpoint({
    method: 'GET',
    path: '/api/keepers/:season/rule',
    summary: "A season's keeper rule (null until the commissioner sets it)",
    tags: ['keepers'],
    access: 'member',
    params: keeperSeasonParams,
    success: { status: 200, schema: keeperRuleAnswer },
    refusals: keeperRefusals,
  }),
  setKeeperRule: endpoint({
    method: 'PUT',
    path: '/api/keepers/:season/rule',
    summary: "Set a season's keeper rule (commissioner)",
    tags: ['keepers'],
    access: 'commissioner',
    params: keeperSeasonParams,
    body: keeperRuleBody,
    success: { status: 200, schema: keeperRule },
    refusals: keeperRefusals,
  }),
  getKeeperSeason: endpoint({
    method: 'GET',
    path: '/api/keepers/:season',
    summary: "A season's keepers: the rule, the deadline, each team's keepers, their cost and the budget left",
    tags: ['keepers'],
    access: 'member',
    params: keeperSeasonParams,
    success: { status: 200, schema: keeperSeason },
    refusals: keeperRefusals,
  }),
  getKeeperBoard: endpoint({
    method: 'GET',
    path: '/api/keepers/:season/board',
    summary: "A season's keepers on the next draft's picks, and the conflicts",
    tags: ['keepers'],
    access: 'member',
    params: keeperSeasonParams,
    success: { status: 200, schema: keeperBoard },
    refusals: keeperRefusals,
  }),
  markKeeper: endpoint({
    method: 'PUT',
    path: '/api/keepers/:season/players/:playerId',
    summary:
      'Mark or unmark a keeper (a manager: his own team, before the deadline; the commissioner: any team, any time)',
    tags: ['keepers'],
    access: 'member',
    params: keeperPlayerParams,
    body: declareKeeperBody,
    success: { status: 200, schema: keeperSeason },
    refusals: keeperRefusals,
  }),
  rollOverKeepers: endpoint({
    method: 'POST',
    path: '/api/keepers/:season/rollover',
    summary: "Create or update next year's book from this season's (commissioner; dryRun writes nothing)",
    tags: ['keepers'],
    access: 'commissioner',
    params: keeperSeasonParams,
    body: rolloverBody,
    success: { status: 200, schema: rolloverResult },
    refusals: keeperRefusals,
  }),
};
