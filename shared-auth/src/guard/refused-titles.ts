/** docs/screens/shell.md §2.2, verbatim: the titles of the screens of a person the league does not admit. */
export const NOT_A_MEMBER_TITLE = 'Not a league member';
export const EMAIL_NOT_VERIFIED_TITLE = 'Email not verified';
