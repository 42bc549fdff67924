import { pathMatches } from 'shared-build/apps';

/** The screen routed at `pathname` (exact routes, `:name` one segment, a trailing slash ignored), if any. */
export function screenAt<Screen extends { path: string }>(
  pathname: string,
  screens: readonly Screen[],
): Screen | undefined {
  return screens.find((screen) => pathMatches(screen.path, pathname));
}
