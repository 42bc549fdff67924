import { ApiError } from './api-client';
import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it("shows the API's { message } alone", () => {
    expect(serverMessage(new ApiError(409, '409: {"message":"Bayou Bandits already has a manager"}'))).toBe('Bayou Bandits already has a manager');
  });

  it('shows a plain-text body without its status', () => {
    expect(serverMessage(new ApiError(502, '502: Bad Gateway'))).toBe('Bad Gateway');
  });

  it('keeps any other error as it is, and falls back for a non-error', () => {
    expect(serverMessage(new Error('Not authenticated'))).toBe('Not authenticated');
    expect(serverMessage('boom', 'Failed to update member')).toBe('Failed to update member');
  });
});
