import { currentNflSeason, invitationTokenIn } from './league-paths';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-9';

describe('currentNflSeason', () => {
  it("is last year's season in January and February (its playoffs), this year's from March", () => {
    expect(currentNflSeason(new Date(2027, 0, 15))).toBe(2026);
    expect(currentNflSeason(new Date(2027, 1, 28))).toBe(2026);
    expect(currentNflSeason(new Date(2027, 2, 1))).toBe(2027);
    expect(currentNflSeason(new Date(2026, 11, 31))).toBe(2026);
  });
});

describe('invitationTokenIn', () => {
  it('reads the token of a whole link, with or without a trailing slash or query, or a bare token', () => {
    expect(invitationTokenIn(`https://fantasy.example.com/join/${token}`)).toBe(token);
    expect(invitationTokenIn(`http://localhost:6300/join/${token}/`)).toBe(token);
    expect(invitationTokenIn(`https://fantasy.example.com/join/${token}?utm=mail`)).toBe(token);
    expect(invitationTokenIn(`/join/${token}`)).toBe(token);
    expect(invitationTokenIn(` ${token} `)).toBe(token);
  });

  it('is null for anything else', () => {
    expect(invitationTokenIn('')).toBeNull();
    expect(invitationTokenIn(token.slice(1))).toBeNull();
    expect(invitationTokenIn(`https://fantasy.example.com/join/${token}x`)).toBeNull();
    expect(invitationTokenIn(`https://fantasy.example.com/invite/${token}/extra`)).toBeNull();
    expect(invitationTokenIn(`${token.slice(0, 31)}!`)).toBeNull();
  });
});
