/**
 * What the login shows when a Google or Microsoft sign-in came back with an error code.
 * `account_not_linked`: an account with that address exists, and the provider did not prove the
 * address is the person's, so the sign-in was not joined to it. `provider_unavailable`: the
 * provider could not be reached to finish the sign-in.
 */
export function socialSignInErrorText(code: string): string {
  if (code === 'provider_unavailable') {
    return (
      'The sign-in provider could not be reached to finish your sign-in. Please try again in a ' +
      'few minutes, or use your e-mail and password instead.'
    );
  }
  if (code === 'account_not_linked') {
    return (
      'An account with this e-mail already exists, and the provider did not confirm that the ' +
      'address is yours. Log in with your password instead.'
    );
  }
  return `Sign-in with that provider did not complete (${code}). Please try again.`;
}
