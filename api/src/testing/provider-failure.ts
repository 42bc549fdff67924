import assert from 'node:assert/strict';
import { ProviderError } from '../features/provider/provider-error';

/** The ProviderError `promise` fails with; the test fails if it resolves or fails otherwise. */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ProviderError, String(error));
    return error;
  }
  assert.fail('expected a ProviderError');
}
