import { isRootScreen, navigationTarget, originOf, webUrlFor } from './routing';

const web = 'https://dama.test';

describe('navigationTarget', () => {
  it.each([
    ['https://dama.test/question', 'app'],
    ['https://DAMA.test/login?x=1', 'app'],
    ['about:blank', 'app'],
    ['https://accounts.kakao.com/login', 'external'],
    ['http://dama.test/question', 'external'],
    ['tel:0101234', 'external'],
    ['mailto:help@dama.test', 'external'],
    ['javascript:alert(1)', 'ignore'],
  ])('%s → %s', (url, target) => {
    expect(navigationTarget(url, web)).toBe(target);
  });
});

describe('isRootScreen (Android back leaves the app there)', () => {
  it.each([
    ['https://dama.test/', true],
    ['https://dama.test', true],
    ['https://dama.test/login', true],
    ['https://dama.test/intro?from=x', true],
    ['https://dama.test/question', false],
    ['https://dama.test/my-page/couple-management', false],
  ])('%s → %s', (url, root) => {
    expect(isRootScreen(url)).toBe(root);
  });
});

describe('webUrlFor (deep links, a push link)', () => {
  it('opens the invite link from the app scheme at partner-code with the code', () => {
    expect(webUrlFor('dama://onboarding/partner-code?code=AB12CD3', web)).toBe(
      'https://dama.test/onboarding/partner-code?code=AB12CD3',
    );
    expect(webUrlFor('dama:///onboarding/partner-code?code=AB12CD3', web)).toBe(
      'https://dama.test/onboarding/partner-code?code=AB12CD3',
    );
  });

  it('opens an https invite link to the web origin inside the app', () => {
    expect(webUrlFor('https://dama.test/onboarding/partner-code?code=AB12CD3', web)).toBe(
      'https://dama.test/onboarding/partner-code?code=AB12CD3',
    );
  });

  it('opens a push link (an app path)', () => {
    expect(webUrlFor('/question/see-answer?coupleQuestionId=7', web)).toBe(
      'https://dama.test/question/see-answer?coupleQuestionId=7',
    );
  });

  it('refuses links to anywhere else', () => {
    expect(webUrlFor('https://evil.test/onboarding/partner-code?code=X', web)).toBeNull();
    expect(webUrlFor('//evil.test/x', web)).toBeNull();
    expect(webUrlFor('exp+dama://expo-development-client/?url=x', web)).toBeNull();
  });

  it('reads an origin by hand', () => {
    expect(originOf('HTTPS://Dama.test:8443/a?b')).toBe('https://dama.test:8443');
    expect(originOf('/relative')).toBeNull();
  });
});
