/** The screen routed at `pathname` (exact routes only, a trailing slash ignored), if any. */
export function screenAt<Screen extends { path: string }>(
  pathname: string,
  screens: readonly Screen[],
): Screen | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screens.find((screen) => screen.path === path);
}
