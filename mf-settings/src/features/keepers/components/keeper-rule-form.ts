// The keeper rule form's values as typed (strings, as inputs hold them) and their reading
// into the API's body. The server checks every bound again; this only turns text into numbers.
import { instantOfLocalTime, isLocalDateTime, isTimeZone } from 'shared-contracts/keepers';
import {
  type KeeperRound,
  type KeeperRule,
  type KeeperRuleBody,
  type TradedKeeperPick,
} from 'shared-contracts/keepers';

export type KeeperRuleForm = {
  increaseAmount: string;
  increasePercent: string;
  addBuffer: boolean;
  maxYearsKept: string;
  maxKeepersPerTeam: string;
  auctionBudget: string;
  deadline: string;
  timeZone: string;
  /** How a keeper's round in the next draft is set (docs/screens/settings.md §4.7). */
  keeperRoundKind: KeeperRound['kind'];
  minusPerYear: string;
  dollarsPerRound: string;
  tradedKeeperPick: TradedKeeperPick;
};

/** Where the round settings start: the round he was drafted in, a conflict for a traded pick. */
const DEFAULT_ROUND_FIELDS = {
  keeperRoundKind: 'drafted-round',
  minusPerYear: '0',
  dollarsPerRound: '10',
  tradedKeeperPick: 'conflict',
} as const;

/** The choices the form offers, in words. */
export const KEEPER_ROUND_CHOICES: ReadonlyArray<{ value: KeeperRound['kind']; label: string }> = [
  { value: 'drafted-round', label: 'The round he was drafted in' },
  { value: 'from-cost', label: 'From his cost to keep' },
];
export const TRADED_PICK_CHOICES: ReadonlyArray<{ value: TradedKeeperPick; label: string }> = [
  { value: 'conflict', label: 'Show a conflict' },
  { value: 'next-owned', label: "Use his team's next pick" },
];

const SUGGESTED_TIME_ZONE = 'America/New_York';

/**
 * The deadline a new rule suggests: keepers declared on a season's book are kept into the
 * next season, so the deadline falls before that season's draft (the end of August, noon).
 * When that day is already past, the next year's: a suggestion in the past would shut every
 * manager out of declaring the moment it was saved.
 */
export function suggestedDeadline(season: number, now: Date, timeZone = SUGGESTED_TIME_ZONE): string {
  for (let year = season + 1; ; year += 1) {
    const deadline = `${year}-08-31T12:00`;
    if (instantOfLocalTime(deadline, timeZone).getTime() > now.getTime()) return deadline;
  }
}

/** Whether the form's deadline is a time that has passed (false while it is not a valid date yet). */
export function deadlineIsPast(form: Pick<KeeperRuleForm, 'deadline' | 'timeZone'>, now: Date): boolean {
  const deadline = form.deadline.slice(0, 16);
  if (!isLocalDateTime(deadline) || !isTimeZone(form.timeZone)) return false;
  return instantOfLocalTime(deadline, form.timeZone).getTime() <= now.getTime();
}

/** Where a new season's rule starts: what most keeper leagues play with, and a deadline ahead of `now`. */
export function defaultRuleForm(season: number, now: Date): KeeperRuleForm {
  return {
    increaseAmount: '5',
    increasePercent: '0',
    addBuffer: false,
    maxYearsKept: '3',
    maxKeepersPerTeam: '3',
    auctionBudget: '200',
    deadline: suggestedDeadline(season, now),
    timeZone: SUGGESTED_TIME_ZONE,
    ...DEFAULT_ROUND_FIELDS,
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
    keeperRoundKind: rule.keeperRound.kind,
    minusPerYear:
      rule.keeperRound.kind === 'drafted-round'
        ? String(rule.keeperRound.minusPerYear)
        : DEFAULT_ROUND_FIELDS.minusPerYear,
    dollarsPerRound:
      rule.keeperRound.kind === 'from-cost'
        ? String(rule.keeperRound.dollarsPerRound)
        : DEFAULT_ROUND_FIELDS.dollarsPerRound,
    tradedKeeperPick: rule.tradedKeeperPick,
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
    keeperRound:
      form.keeperRoundKind === 'from-cost'
        ? { kind: 'from-cost', dollarsPerRound: whole(form.dollarsPerRound) }
        : { kind: 'drafted-round', minusPerYear: whole(form.minusPerYear) },
    tradedKeeperPick: form.tradedKeeperPick,
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
