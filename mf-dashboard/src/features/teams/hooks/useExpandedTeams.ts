// Which team cards are open: each toggles on its own, and 'Expand (all)' / 'Collapse (all)'
// act on every card.
import { useCallback, useState } from 'react';

export function useExpandedTeams() {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((teamId: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(teamId)) next.add(teamId);
      return next;
    });
  }, []);
  const expandAll = useCallback((teamIds: readonly number[]) => setExpanded(new Set(teamIds)), []);
  const collapseAll = useCallback(() => setExpanded(new Set()), []);
  return { expanded, toggle, expandAll, collapseAll };
}
