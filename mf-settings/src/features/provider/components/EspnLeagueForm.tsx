// Following an ESPN league (commissioner): its id, and for a private league a member's two
// cookies, espn_s2 and SWID (docs/espn.md §3). The cookies are password fields: they are
// secrets, sent once to be checked with ESPN and stored sealed, never shown again. Left empty,
// the stored ones (if any) are kept; 'Remove the cookies' forgets them.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { espnLeagueId, espnS2Cookie, espnSwidCookie } from 'shared-contracts/provider-setup';
import { Button, Input } from 'shared-ui';
import { Field, FieldError, FieldRow, Muted } from '../../../components/form-layout';

export type EspnFollow = { league: string; espnS2?: string | null; swid?: string | null };

/** The first problem the contract finds in a value, else null. */
function problemOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'is not valid');
}

export function EspnLeagueForm({
  busy,
  onFollow,
  focusOnMount = false,
}: {
  busy: boolean;
  onFollow: (body: EspnFollow) => void;
  focusOnMount?: boolean;
}) {
  const [leagueId, setLeagueId] = useState('');
  const [espnS2, setEspnS2] = useState('');
  const [swid, setSwid] = useState('');
  const [touched, setTouched] = useState(false);
  const idField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) idField.current?.focus();
  }, [focusOnMount]);

  const parsedId = espnLeagueId.safeParse(leagueId);
  const withCookies = espnS2.trim() !== '' || swid.trim() !== '';
  const s2Problem = touched && withCookies ? problemOf(espnS2Cookie.safeParse(espnS2)) : null;
  const swidProblem = touched && withCookies ? problemOf(espnSwidCookie.safeParse(swid)) : null;
  const idProblem = touched ? problemOf(parsedId) : null;

  const follow = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsedId.success) return;
    if (!withCookies) return onFollow({ league: parsedId.data });
    const s2 = espnS2Cookie.safeParse(espnS2);
    const id = espnSwidCookie.safeParse(swid);
    if (s2.success && id.success) onFollow({ league: parsedId.data, espnS2: s2.data, swid: id.data });
  };

  return (
    <form onSubmit={follow} aria-label="Follow an ESPN league">
      <FieldRow>
        <Field>
          ESPN league id
          <Input
            ref={idField}
            value={leagueId}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={idProblem !== null}
            aria-describedby={idProblem ? 'espn-league-id-problem' : 'espn-league-id-help'}
            onChange={(event) => setLeagueId(event.target.value)}
          />
        </Field>
      </FieldRow>
      {idProblem && <FieldError id="espn-league-id-problem">League id {idProblem}</FieldError>}
      <Muted id="espn-league-id-help">The number after leagueId= in the league's address on espn.com.</Muted>
      <FieldRow>
        <Field>
          espn_s2 cookie
          <Input
            type="password"
            value={espnS2}
            autoComplete="off"
            aria-invalid={s2Problem !== null}
            aria-describedby="espn-cookies-help"
            onChange={(event) => setEspnS2(event.target.value)}
          />
        </Field>
        <Field>
          SWID cookie
          <Input
            type="password"
            value={swid}
            autoComplete="off"
            aria-invalid={swidProblem !== null}
            aria-describedby="espn-cookies-help"
            onChange={(event) => setSwid(event.target.value)}
          />
        </Field>
      </FieldRow>
      {s2Problem && <FieldError>{s2Problem}</FieldError>}
      {swidProblem && <FieldError>{swidProblem}</FieldError>}
      <Muted id="espn-cookies-help">
        Only for a private league. In a browser signed in to espn.com, open the developer tools (F12), then Application
        (Storage in Firefox) → Cookies → espn.com, and copy the values of espn_s2 and SWID. Left empty, the stored
        cookies are kept. They are stored encrypted and never shown again.
      </Muted>
      <FieldRow>
        <Button type="submit" disabled={busy}>
          Follow league
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy || !parsedId.success}
          onClick={() => parsedId.success && onFollow({ league: parsedId.data, espnS2: null, swid: null })}
        >
          Remove the cookies
        </Button>
      </FieldRow>
    </form>
  );
}
