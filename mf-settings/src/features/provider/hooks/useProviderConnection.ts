// The provider connection's states (docs/screens/settings.md §4.2): not connected → authorization started (URL
// received, window opened, code input shown) → code submitted → connected. The connection
// test is a query (asked on page load, again by 'Test Connection' and after a verified code);
// starting OAuth and submitting the code are mutations. Every step writes to the debug log
// and sets the message the provider card shows, in the words of docs/screens/settings.md §3. What the connection
// test found is `testResult`, shown beside 'Test Connection' (not only in the debug log far
// below): always when the test failed, and after a click also when it worked.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from 'shared-auth';
import type { ProviderResult } from 'shared-contracts/provider-setup';
import { PROVIDER_NAME, providerKeys, requestAuthUrl, testConnection, verifyCode } from '../api/provider-api';
import { yahooAccessClosedMessage } from '../yahoo-access';
import type { Log } from './useDebugLog';

export type ConnectionState = 'checking' | 'connected' | 'not-connected' | 'access-closed';
/** What the provider card says; `detail` carries the server's reason under the words of docs/screens/settings.md §3. */
export type Notice = { tone: 'success' | 'error' | 'info'; text: string; detail?: string };

const openInNewWindow = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * `canManage`: the commissioner, who connects the league right here, is told how; a manager
 * reads the server's words (that the commissioner can connect it).
 */
export function useProviderConnection(
  log: Log,
  canManage: boolean,
  openWindow: (url: string) => void = openInNewWindow,
) {
  const queryClient = useQueryClient();
  const [authStarted, setAuthStarted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [tested, setTested] = useState(false);

  const say = useCallback(
    (tone: Notice['tone'], text: string, detail?: string) => {
      setNotice(detail ? { tone, text, detail } : { tone, text });
      log(detail ? `${text}: ${detail}` : text);
    },
    [log],
  );

  const connection = useQuery({
    queryKey: providerKeys.connection(),
    queryFn: async ({ signal }) => {
      log('Testing connection...');
      try {
        const result = await testConnection(signal);
        log(result.message);
        if (result.success) {
          log(`Loading ${PROVIDER_NAME} teams...`);
          // A connection (re)made may follow another league: read its lists again.
          void queryClient.invalidateQueries({ queryKey: providerKeys.lists() });
        }
        return result;
      } catch (error) {
        log(`Error checking connection: ${errorMessage(error)}`);
        throw error;
      }
    },
  });

  const start = useMutation({
    mutationFn: () => {
      log('Starting OAuth flow...');
      return requestAuthUrl();
    },
    onSuccess: ({ authUrl }) => {
      if (!authUrl) return say('error', 'Failed to start OAuth flow: No authorization URL received');
      openWindow(authUrl);
      setAuthStarted(true);
      say('info', `Authorization window opened. Enter the code ${PROVIDER_NAME} shows you below.`);
    },
    onError: (error) => say('error', `Error starting OAuth flow: ${errorMessage(error)}`),
  });

  const verify = useMutation({
    mutationFn: (code: string) => {
      log('Submitting verification code...');
      return verifyCode(code.trim());
    },
    onSuccess: async (result) => {
      if (!result.success) return say('error', 'Failed to verify code', result.message || undefined);
      say('success', `Successfully authenticated with ${PROVIDER_NAME}!`);
      setAuthStarted(false);
      await connection.refetch();
    },
    onError: (error) => say('error', `Error verifying code: ${errorMessage(error)}`),
  });

  // Yahoo's access change is told by its own callout, not as a connection to make again.
  const accessClosed = connection.isFetching ? null : yahooAccessClosedMessage(connection.data, connection.error);
  const state: ConnectionState = connection.isFetching
    ? 'checking'
    : accessClosed
      ? 'access-closed'
      : connection.data?.success
        ? 'connected'
        : 'not-connected';

  const testResult = accessClosed ? null : describeTest(connection, tested, canManage);

  return {
    state,
    authStarted,
    busy: start.isPending || verify.isPending,
    notice,
    testResult,
    /** The server's words when Yahoo refuses the app (its access change); null otherwise. */
    accessClosed,
    /**
     * The last test worked: 'Test Connection' and what a connection offers stay on the page
     * while it is asked again (they vanished during every test).
     */
    lastTestWorked: connection.data?.success === true,
    check: () => {
      setTested(true);
      void connection.refetch();
    },
    start: () => start.mutate(),
    /** Answers whether the code was accepted (the card then clears its input). */
    submitCode: async (code: string) => (await verify.mutateAsync(code).catch(() => null))?.success === true,
  };
}

/**
 * What the connection test found, in words for beside 'Test Connection'. A working connection
 * is already said by the card's badge, so its message shows only once someone asked (clicked);
 * a connection that is not made, or a test that failed, shows always.
 */
function describeTest(
  connection: { isFetching: boolean; isError: boolean; error: unknown; data?: ProviderResult | undefined },
  asked: boolean,
  canManage: boolean,
): Notice | null {
  if (connection.isFetching) return asked ? { tone: 'info', text: 'Testing connection...' } : null;
  if (connection.isError)
    return { tone: 'error', text: `Error checking connection: ${errorMessage(connection.error)}` };
  if (!connection.data || (connection.data.success && !asked)) return null;
  const tone = connection.data.success ? 'success' : asked ? 'error' : 'info';
  // The server's words send a reader to the commissioner; the commissioner is the one to act, here.
  if (canManage && connection.data.reason === 'not_connected')
    return {
      tone,
      text: `${PROVIDER_NAME} is not connected yet: press Start ${PROVIDER_NAME} OAuth Setup to connect it.`,
    };
  return { tone, text: connection.data.message };
}
