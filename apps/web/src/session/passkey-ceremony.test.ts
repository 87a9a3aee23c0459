import { describe, expect, it } from 'vitest';
import { failureKind } from './passkey-ceremony';

const domError = (name: string) => new DOMException('x', name);

describe('what a failed passkey dialog means', () => {
  it.each([
    [domError('NotAllowedError'), 'cancelled'],
    [
      { name: 'Error', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: domError('NotAllowedError') },
      'cancelled',
    ],
    [{ name: 'AbortError', code: 'ERROR_CEREMONY_ABORTED' }, 'cancelled'],
    [{ name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }, 'exists'],
    [domError('NotSupportedError'), 'unsupported'],
    [{ name: 'SecurityError', code: 'ERROR_INVALID_DOMAIN' }, 'failed'],
    [new Error('boom'), 'failed'],
    [undefined, 'failed'],
  ])('%o → %s', (error, kind) => {
    expect(failureKind(error)).toBe(kind);
  });
});
