import type { TermsType } from '@dama/contract';

/**
 * The analytics button name of each term's checkbox (SPEC 2.3). SPEC names no button for the age
 * check, so it is tracked as `agree_age` (decision recorded by the lead).
 */
export function agreeButtonName(termsType: TermsType): string {
  switch (termsType) {
    case 'AGE_VERIFICATION':
      return 'agree_age';
    case 'SERVICE_USAGE':
      return 'agree_service';
    case 'PRIVACY_POLICY':
      return 'agree_privacy';
    case 'MARKETING':
      return 'agree_marketing';
  }
}
