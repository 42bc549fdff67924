/**
 * ESPN's two cookies of a private league (docs/espn.md §3), as the client sends them:
 * `espn_s2` as ESPN sets it (URL-encoded) and `SWID` a GUID in braces. Members paste them
 * from a browser, some decoded, some without the braces: both are brought to ESPN's form.
 */
export type EspnCookies = { espnS2: string; swid: string };

/** espn_s2 URL-encoded, as ESPN sets it: a value pasted decoded (+ / =) is encoded once. */
export function normalizeEspnS2(value: string): string {
  const trimmed = value.trim();
  return /%[0-9A-Fa-f]{2}/.test(trimmed) ? trimmed : encodeURIComponent(trimmed);
}

/** SWID as a GUID in capitals, inside braces. */
export function normalizeSwid(value: string): string {
  return `{${value
    .trim()
    .replace(/^\{|\}$/g, '')
    .toUpperCase()}}`;
}

export function normalizeCookies(espnS2: string, swid: string): EspnCookies {
  return { espnS2: normalizeEspnS2(espnS2), swid: normalizeSwid(swid) };
}
