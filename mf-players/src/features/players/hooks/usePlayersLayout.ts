import { useState } from 'react';
import { useWideScreen } from './useWideScreen';

export type PlayersLayout = 'table' | 'cards';

/**
 * docs/screens/players.md §2: a table from 768 px, cards below, with a toggle. The toggle's choice holds
 * until the window crosses 768 px, when the layout that suits the new width returns.
 */
export function usePlayersLayout(): [PlayersLayout, (layout: PlayersLayout) => void] {
  const wide = useWideScreen();
  const [choice, setChoice] = useState<{ layout: PlayersLayout; wide: boolean } | null>(null);
  const layout = choice && choice.wide === wide ? choice.layout : wide ? 'table' : 'cards';
  return [layout, (next) => setChoice({ layout: next, wide })];
}
