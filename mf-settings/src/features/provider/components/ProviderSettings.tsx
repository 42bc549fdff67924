// Everything of Settings that concerns the provider: the choice of provider (Yahoo, Sleeper or ESPN)
// and its league, then the chosen provider's cards, and the debug log they all write to (the
// commissioner's). A manager reads the choice and the chosen provider's teams.
import { useState } from 'react';
import type { ProviderId } from 'shared-contracts';
import { useProviderStatus } from '../../../lib/provider-status';
import { useFollowProvider } from '../api/provider-choice-api';
import { useDebugLog } from '../hooks/useDebugLog';
import { DebugLog } from './DebugLog';
import { EspnSettings } from './EspnSettings';
import { ProviderChooser } from './ProviderChooser';
import { SleeperSettings } from './SleeperSettings';
import { YahooSettings } from './YahooSettings';

export function ProviderSettings({
  canManage,
  openWindow,
}: {
  canManage: boolean;
  openWindow?: (url: string) => void;
}) {
  const { lines, log, clear } = useDebugLog();
  const status = useProviderStatus();
  const follow = useFollowProvider(log);
  // The commissioner's pick in the chooser; until one is made, the league's provider.
  const [picked, setPicked] = useState<ProviderId | null>(null);
  const [focusSleeper, setFocusSleeper] = useState(false);
  const current = status.data?.provider;
  const chosen = picked ?? current ?? 'yahoo';

  const choose = (provider: ProviderId, { focus = false } = {}) => {
    follow.reset();
    setFocusSleeper(focus);
    setPicked(provider);
    // Yahoo's league is chosen after its OAuth steps: choosing Yahoo switches at once. Sleeper
    // waits for a league id.
    if (provider === 'yahoo' && current !== 'yahoo')
      follow.mutate({ provider: 'yahoo' }, { onError: () => setPicked(null) });
  };

  return (
    <>
      <ProviderChooser
        status={status}
        canManage={canManage}
        choice={{
          chosen,
          choose: (provider) => choose(provider),
          focusSleeper,
          follow: {
            isPending: follow.isPending,
            error: follow.error,
            followSleeper: (league) => follow.mutate({ provider: 'sleeper', league }),
            followEspn: (body) => follow.mutate({ provider: 'espn', ...body }),
          },
        }}
      />
      {current === 'yahoo' && chosen === 'yahoo' && (
        <YahooSettings
          canManage={canManage}
          log={log}
          openWindow={openWindow}
          onSwitchToSleeper={canManage ? () => choose('sleeper', { focus: true }) : undefined}
        />
      )}
      {current === 'sleeper' && chosen === 'sleeper' && <SleeperSettings canManage={canManage} log={log} />}
      {current === 'espn' && chosen === 'espn' && <EspnSettings canManage={canManage} log={log} />}
      {canManage && <DebugLog lines={lines} onClear={clear} />}
    </>
  );
}
