/** docs/screens/shell.md §2.2, verbatim. */
export const SETTING_UP_TEXT = 'Setting up your account...';
export const NOT_A_MEMBER_TITLE = 'Not a league member';
export const EMAIL_NOT_VERIFIED_TITLE = 'Email not verified';
