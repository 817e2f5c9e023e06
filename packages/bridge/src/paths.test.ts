import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { SHELL_AUTH_PATHS } from './methods';

describe('the paths the shell calls', () => {
  it('are the contract endpoints (CONTRACT 4.1)', () => {
    expect(SHELL_AUTH_PATHS).toEqual({
      loginKakao: endpoints.loginKakao.path,
      loginApple: endpoints.loginApple.path,
      refresh: endpoints.refresh.path,
      logout: endpoints.logout.path,
      devIdToken: endpoints.devIdToken.path,
    });
  });
});
