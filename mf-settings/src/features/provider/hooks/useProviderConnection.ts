// The provider connection's states (SPEC.md §4): not connected → authorization started (URL
// received, window opened, code input shown) → code submitted → connected. The connection is
// tested on page load and after a successful code; every step writes to the debug log and
// sets the message the provider card shows, in SPEC.md §8's words.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from 'shared-auth';
import { PROVIDER_NAME, providerKeys, requestAuthUrl, testConnection, verifyCode } from '../api/provider-api';
import type { Log } from './useDebugLog';

export type ConnectionState = 'checking' | 'connected' | 'not-connected';
/** What the provider card says; `detail` carries the server's reason under SPEC's words. */
export type Notice = { tone: 'success' | 'error' | 'info'; text: string; detail?: string };

export function useProviderConnection(log: Log, openWindow: (url: string) => void = (url) => window.open(url, '_blank', 'noopener')) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionState>('checking');
  const [authStarted, setAuthStarted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const say = useCallback(
    (tone: Notice['tone'], text: string, detail?: string) => {
      setNotice(detail ? { tone, text, detail } : { tone, text });
      log(detail ? `${text}: ${detail}` : text);
    },
    [log],
  );

  const check = useCallback(async () => {
    setState('checking');
    log('Testing connection...');
    try {
      const result = await testConnection();
      log(result.message);
      setState(result.success ? 'connected' : 'not-connected');
      if (result.success) {
        log(`Loading ${PROVIDER_NAME} teams...`);
        await queryClient.invalidateQueries({ queryKey: providerKeys.all });
      } else {
        setNotice({ tone: 'info', text: result.message });
      }
    } catch (error) {
      setState('not-connected');
      say('error', `Error checking connection: ${serverMessage(error)}`);
    }
  }, [log, queryClient, say]);

  useEffect(() => {
    void check();
  }, [check]);

  const start = useCallback(async () => {
    setBusy(true);
    log('Starting OAuth flow...');
    try {
      const { authUrl } = await requestAuthUrl();
      if (!authUrl) {
        say('error', 'Failed to start OAuth flow: No authorization URL received');
        return;
      }
      openWindow(authUrl);
      setAuthStarted(true);
      say('info', `Authorization window opened. Enter the code ${PROVIDER_NAME} shows you below.`);
    } catch (error) {
      say('error', `Error starting OAuth flow: ${serverMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }, [log, openWindow, say]);

  const submitCode = useCallback(
    async (code: string) => {
      setBusy(true);
      log('Submitting verification code...');
      try {
        const result = await verifyCode(code.trim());
        if (!result.success) {
          say('error', 'Failed to verify code', result.message || undefined);
          return false;
        }
        say('success', `Successfully authenticated with ${PROVIDER_NAME}!`);
        setAuthStarted(false);
        await check();
        return true;
      } catch (error) {
        say('error', `Error verifying code: ${serverMessage(error)}`);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [check, log, say],
  );

  return { state, authStarted, busy, notice, check, start, submitCode };
}
