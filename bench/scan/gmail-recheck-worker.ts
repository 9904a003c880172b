import { MAX_SAMPLES_PER_DOMAIN } from '../../apps/server/src/scanning/aggregate-page';
import { writesLikePerson } from '../../apps/server/src/scanning/sender-kind';
import { gmailWorkerProvider } from './gmail-worker-provider';

/**
 * What the sample fill after a Gmail scan does for the domains the scan judged people's from
 * their newest and oldest mail alone: reads their ten newest again, and one company message makes
 * a domain a company. `tsx gmail-recheck-worker.ts <emulator URL> <address> <token> <units a
 * second> <domain>…`; prints JSON: the domains found to be companies.
 */
const [apiBaseUrl, address, token, unitsPerSecond, ...domains] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  ...string[],
];
const { provider, access } = gmailWorkerProvider({
  apiBaseUrl,
  address,
  token,
  regime: 'current',
  unitsPerSecond,
});
const companies: string[] = [];
for (const domain of domains) {
  const read = await provider.readSamples!(access, domain, MAX_SAMPLES_PER_DOMAIN);
  if (read.some((message) => !writesLikePerson(message))) companies.push(domain);
}
console.log(JSON.stringify({ companies }));
