// Writes docs/laws.md from the regime table (packages/contract/src/regimes), so the page a
// reviewer checks line by line is the table Reclaim writes under; `--check` fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  describePeriod,
  REGIMES,
  RIGHT_SCOPES,
  RIGHTS,
  type Regime,
  type RightRule,
} from '../packages/contract/src/regimes';

const LAWS = fileURLToPath(new URL('../docs/laws.md', import.meta.url));

const cell = (text: string) => text.replace(/\|/g, '\\|');

function timeLimitOf(rule: RightRule): string {
  const limit = rule.timeLimit;
  if (!limit) return 'no fixed time limit';
  const weekend =
    limit.weekend?.rule === 'next-business-day'
      ? ` (an end on a weekend moves to the Monday, following ${limit.weekend.basis})`
      : '';
  const extension = limit.extension
    ? `; ${limit.extension.period ? `${describePeriod(limit.extension.period)} more` : 'longer'} ${limit.extension.condition} (${limit.extension.citation})`
    : '';
  return `${describePeriod(limit.period)} from receipt${weekend} (${limit.citation})${extension}`;
}

function section(regime: Regime): string {
  const rows = RIGHTS.flatMap((right) => {
    const rule = regime.rights[right];
    if (!rule) return [];
    const scope = rule.scope ? ` — ${RIGHT_SCOPES[rule.scope]}` : '';
    const exempt = rule.withoutVerification;
    const verification = exempt
      ? `; no proof of identity may be required${exempt.scope ? ` for ${RIGHT_SCOPES[exempt.scope]}` : ''} (${exempt.citation})`
      : '';
    return [
      `| ${right} | ${cell(rule.citation + scope)} | ${cell(timeLimitOf(rule) + verification)} |`,
    ];
  });
  const ack = regime.acknowledgement
    ? `\nReceipt confirmed within ${describePeriod(regime.acknowledgement.period)} for ${regime.acknowledgement.rights.join(', ')} (${regime.acknowledgement.citation}).\n`
    : '';
  const authority = regime.authority
    ? `[${regime.authority.name}](${regime.authority.url})`
    : 'the data protection authority of the country where the person lives';
  return [
    `## ${regime.label}`,
    '',
    `${regime.name} (\`${regime.id}\`). Applies in: ${regime.appliesIn.join(', ')}.`,
    '',
    '| Right | Provision | Time limit |',
    '| --- | --- | --- |',
    ...rows,
    ack,
    `Complaints: ${authority}.`,
    '',
    `Sources: ${regime.sources.map((source) => `<${source}>`).join(', ')}.`,
  ].join('\n');
}

/**
 * Laws in force that the table does not have yet, and what is missing: a row goes in once its
 * rights and time limits are read in the law's own text, or in a copy of it, a regulator's guidance
 * or a practitioners' reading that a row's sources name.
 */
const NOT_YET = [
  [
    'Kentucky (US): an extension of the 45 days',
    'KRS 367.3615(3) not read in its own words: no extension is stated',
  ],
  ['Iowa (US): opt-out of sale (§ 715D.3(1)(d))', 'no scope a letter states matches sale alone'],
  ['Québec: correction and deletion (s. 28)', 'the current text of s. 28 not yet read'],
  [
    'Singapore (PDPA), Türkiye (KVKK), Thailand (PDPA)',
    'the statute or its time limit not yet read in an official text',
  ],
  [
    'South Africa: 30 days for correction and deletion',
    'the POPIA Regulations as amended in 2025 not yet read',
  ],
  [
    'CCPA opt-out of sale and sharing: 15 business days',
    'the current text of Cal. Code Regs. tit. 11, § 7026 not yet read',
  ],
  [
    'India (DPDP Act 2023)',
    'its rights are not in force: the DPDP Rules 2025 bring them in about May 2027',
  ],
  ['Oklahoma, Alabama (US)', 'in force in 2027'],
  [
    'Florida (US): Digital Bill of Rights (Fla. Stat. § 501.701 ff.)',
    'it reaches only companies with over US$1 billion in yearly revenue; its text not yet read',
  ],
  [
    'German church data protection laws (DSG-EKD, KDG)',
    "churches may keep their own rules (Art. 91 GDPR); 319 directory records ask for letters under them; the laws' texts not yet read",
  ],
] as const;

const page = [
  '# The laws Reclaim writes under',
  'Written by `npm run laws-docs` from the regime table (`packages/contract/src/regimes`); CI ' +
    'fails when it differs. Each right cites the provision that grants it, each time limit the ' +
    'provision that sets it, and each row the pages its facts were read on. A right or a time ' +
    'limit that could not be confirmed in the law itself is left out, not guessed.',
  'Time limits run from the day the company received the request; Reclaim counts from the ' +
    'moment it left the person’s mailbox, not counting that day. A month ends on the same date ' +
    'of the next month, or its last day when that month is shorter. Business days are Monday to ' +
    'Friday: Reclaim knows no public holidays, so where one falls inside a limit the company has ' +
    'a day more than shown.',
  ...REGIMES.map(section),
  '## Not in the table yet',
  [
    '| Law | Why not yet |',
    '| --- | --- |',
    ...NOT_YET.map(([law, why]) => `| ${law} | ${why} |`),
  ].join('\n'),
].join('\n\n');

const written = await format(page, { ...(await resolveConfig(LAWS)), filepath: LAWS });
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(LAWS, 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (written !== current) {
    console.error('docs/laws.md is stale. Run "npm run laws-docs".');
    process.exit(1);
  }
  console.log('docs/laws.md is up to date.');
} else {
  writeFileSync(LAWS, written);
  console.log('Wrote docs/laws.md.');
}
