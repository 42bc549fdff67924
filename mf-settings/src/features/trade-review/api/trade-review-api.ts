// GET/PUT /api/trades/review-rule: how an accepted trade completes in the league (docs/api.md §22),
// read by every member, set by the commissioner. Under the trades root: the Trade Center shows
// what the rule makes of an accepted trade.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots, type TradeReviewRule } from 'shared-contracts';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export const reviewRuleKeys = { all: [queryRoots.trades, 'review-rule'] as const };

export function useTradeReviewRule() {
  return useQuery(
    queryOptions({
      queryKey: reviewRuleKeys.all,
      queryFn: ({ signal }) => api.call(endpoints.getTradeReviewRule, { signal }),
    }),
  );
}

export function useSetTradeReviewRule() {
  return useToastedMutation({
    send: (rule: TradeReviewRule) => api.call(endpoints.setTradeReviewRule, { body: rule }),
    success: 'Trade review saved',
    failure: 'Failed to save the trade review',
    invalidates: [reviewRuleKeys.all],
  });
}
