/**
 * What a person reads under a field typed past its limit. zod's own words ('Too big: expected
 * string to have <=254 characters') are for developers; every field limit people can reach says
 * this instead, on the web and in the server's 400 answers alike.
 */
export function tooLongMessage(max: number): string {
  return `Use at most ${max.toLocaleString('en-US')} characters.`;
}
