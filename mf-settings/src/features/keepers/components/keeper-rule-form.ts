// The keeper rule form's values as typed (strings, as inputs hold them) and their reading
// into the API's body. The server checks every bound again; this only turns text into numbers.
import type { KeeperRule, KeeperRuleBody } from 'shared-contracts';

export type KeeperRuleForm = {
  increaseAmount: string;
  increasePercent: string;
  addBuffer: boolean;
  maxYearsKept: string;
  maxKeepersPerTeam: string;
  auctionBudget: string;
  deadline: string;
  timeZone: string;
};

/** Where a new season's rule starts: what most keeper leagues play with. */
export function defaultRuleForm(season: number): KeeperRuleForm {
  return {
    increaseAmount: '5',
    increasePercent: '0',
    addBuffer: false,
    maxYearsKept: '3',
    maxKeepersPerTeam: '3',
    auctionBudget: '200',
    deadline: `${season}-08-31T12:00`,
    timeZone: 'America/New_York',
  };
}

export function formOfRule(rule: KeeperRule): KeeperRuleForm {
  return {
    increaseAmount: String(rule.increaseAmount),
    increasePercent: String(rule.increasePercent),
    addBuffer: rule.addBuffer,
    maxYearsKept: String(rule.maxYearsKept),
    maxKeepersPerTeam: String(rule.maxKeepersPerTeam),
    auctionBudget: String(rule.auctionBudget),
    deadline: rule.deadline,
    timeZone: rule.timeZone,
  };
}

/** Blank or non-numeric text becomes NaN, which the server refuses naming the field. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function bodyOfForm(form: KeeperRuleForm): KeeperRuleBody {
  return {
    increaseAmount: whole(form.increaseAmount),
    increasePercent: whole(form.increasePercent),
    addBuffer: form.addBuffer,
    maxYearsKept: whole(form.maxYearsKept),
    maxKeepersPerTeam: whole(form.maxKeepersPerTeam),
    auctionBudget: whole(form.auctionBudget),
    // A browser's datetime-local may carry seconds: the rule is to the minute.
    deadline: form.deadline.slice(0, 16),
    timeZone: form.timeZone,
  };
}

/** The zones a US league most often plays in, plus whatever the rule already holds. */
export const COMMON_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
  'Europe/London',
];
