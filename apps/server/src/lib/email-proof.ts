/** An OpenID issuer whose tokens name a person's address: how it says the address is theirs. */
export type EmailIssuer = 'google' | 'microsoft';

/**
 * Whether the issuer vouches that the person owns the address in their token (its claims, from
 * the ID token or userinfo). Google says so in `email_verified`. Microsoft Entra ID carries no
 * `email_verified`, and a tenant's admin can give any user any address ("nOAuth"): only the
 * `xms_edov` claim (the address's domain is verified by the tenant) proves it. The claim is
 * optional; the app registration must ask for it. Signing in joins an existing account, and a
 * mailbox connects, only on this proof.
 */
export function isEmailProven(issuer: EmailIssuer, claims: Record<string, unknown>): boolean {
  const claim = issuer === 'google' ? claims.email_verified : claims.xms_edov;
  return claim === true || claim === 'true' || claim === 1 || claim === '1';
}
