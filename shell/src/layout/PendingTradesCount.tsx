// The count beside the Trades link: pending trades waiting for the member's team to answer.
// Its key sits under queryRoots.trades, so the Trade Center's own refreshes update it.
import { useQuery } from '@tanstack/react-query';
import { api, useAuth } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';
import { Badge, VisuallyHidden } from 'shared-ui';

export const pendingCountKey = [queryRoots.trades, 'pending-count'] as const;

export function PendingTradesCount() {
  const { league } = useAuth();
  const hasTeam = Boolean(league?.team);
  const { data } = useQuery({
    queryKey: pendingCountKey,
    queryFn: ({ signal }) => api.call(endpoints.countPendingTrades, { signal }),
    enabled: hasTeam,
  });
  if (!hasTeam || !data || data.count === 0) return null;
  return (
    <Badge variant="warning" data-testid="pending-trades-count">
      <span aria-hidden="true">{data.count}</span>
      <VisuallyHidden>{`${data.count} pending trade${data.count === 1 ? '' : 's'} for your team`}</VisuallyHidden>
    </Badge>
  );
}
