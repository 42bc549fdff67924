import { fetchWeekScores, INVALID_RESPONSE_FORMAT, STATS_RETRY_DELAY_MS } from './fetch-week-scores';

const scores = { '30123': { points: 21.5, stats: [{ stat_id: 4, value: 250 }] } };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/** What the fetch client throws for a refused call: an error carrying the status. */
const refused = (status: number, message = `${status}: refused`) => Object.assign(new Error(message), { status });

/** A send that answers each call from `answers` in turn (an Error is thrown). */
function sequence(...answers: Array<Response | Error>) {
  let calls = 0;
  return jest.fn(async (): Promise<Response> => {
    const answer = answers[calls++];
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe('fetching one team’s live scores (docs/screens/teams.md §4.3 and §3)', () => {
  const sleep = jest.fn(async (_ms: number) => {});

  it("answers the API's scores by Yahoo player id", async () => {
    await expect(fetchWeekScores({ send: sequence(json(scores)), sleep })).resolves.toEqual(scores);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a 401 up to 2 times, waiting 1 s before each retry', async () => {
    const send = sequence(refused(401), refused(401), json(scores));
    await expect(fetchWeekScores({ send, sleep })).resolves.toEqual(scores);
    expect(send).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[STATS_RETRY_DELAY_MS], [STATS_RETRY_DELAY_MS]]);
    expect(STATS_RETRY_DELAY_MS).toBe(1000);
  });

  it('gives up after the third 401 with its error', async () => {
    const send = sequence(refused(401), refused(401), refused(401, '401: token expired'), json(scores));
    await expect(fetchWeekScores({ send, sleep })).rejects.toThrow('401: token expired');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does not retry any other failure', async () => {
    const send = sequence(refused(502, '502: {"message":"Yahoo did not answer"}'), json(scores));
    await expect(fetchWeekScores({ send, sleep })).rejects.toThrow('502: {"message":"Yahoo did not answer"}');
    const network = sequence(new TypeError('Failed to fetch'), json(scores));
    await expect(fetchWeekScores({ send: network, sleep })).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it(`refuses an answer that is not JSON with '${INVALID_RESPONSE_FORMAT}'`, async () => {
    const html = new Response('<html>Service unavailable</html>', { headers: { 'Content-Type': 'text/html' } });
    await expect(fetchWeekScores({ send: sequence(html), sleep })).rejects.toThrow(
      new Error('Invalid response format'),
    );
    const untyped = new Response(JSON.stringify(scores), { headers: { 'Content-Type': '' } });
    await expect(fetchWeekScores({ send: sequence(untyped), sleep })).rejects.toThrow('Invalid response format');
  });

  it(`refuses JSON that cannot be read or is not a score sheet with '${INVALID_RESPONSE_FORMAT}'`, async () => {
    const broken = new Response('{"30123": ', { headers: { 'Content-Type': 'application/json' } });
    await expect(fetchWeekScores({ send: sequence(broken), sleep })).rejects.toThrow('Invalid response format');
    await expect(fetchWeekScores({ send: sequence(json([1, 2, 3])), sleep })).rejects.toThrow(
      'Invalid response format',
    );
    await expect(fetchWeekScores({ send: sequence(json({ '1': { points: 'many' } })), sleep })).rejects.toThrow(
      'Invalid response format',
    );
  });
});
