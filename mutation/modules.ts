/**
 * The core modules under mutation testing (`npm run test:mutation`), each with the tests that
 * exercise it. Every group is its own Stryker run: a mutant is judged by its module's tests only,
 * not by whatever else happens to execute the code.
 */
export interface MutationGroup {
  /** Names the group's incremental report: `mutation/incremental/<name>.json`. */
  name: string;
  /** The files whose mutants are judged, each scored apart. */
  mutate: string[];
  /** The test files (globs) that judge them. */
  tests: string[];
}

const server = (path: string) => `apps/server/src/${path}`;

export const MUTATION_GROUPS: MutationGroup[] = [
  {
    name: 'sender-sweep',
    mutate: [server('mailbox-providers/gmail/sender-sweep.ts')],
    tests: [server('mailbox-providers/gmail/sender-sweep*.test.ts')],
  },
  {
    name: 'aggregate-page',
    mutate: [server('scanning/aggregate-page.ts')],
    tests: [server('scanning/aggregate-page.test.ts')],
  },
  {
    name: 'domains-service',
    mutate: [server('modules/domains/domains.service.ts')],
    tests: [
      server('modules/domains/domains.service.test.ts'),
      server('modules/domains/domains.routes.test.ts'),
      server('modules/domains/domain-request-state.test.ts'),
    ],
  },
  {
    name: 'regimes',
    mutate: [
      'packages/contract/src/regimes/periods.ts',
      'packages/contract/src/regimes/regime-choice.ts',
    ],
    tests: [
      'packages/contract/src/regimes/periods.test.ts',
      'packages/contract/src/regimes/regime-table.test.ts',
    ],
  },
  {
    // Where what a company said leaves a request: its state, and its due date after an extension.
    name: 'request-answers',
    mutate: ['packages/contract/src/answer-transitions.ts'],
    tests: ['packages/contract/src/answer-transitions.test.ts'],
  },
  {
    name: 'password-policy',
    mutate: ['packages/contract/src/password-policy.ts'],
    tests: ['packages/contract/src/password-policy.test.ts'],
  },
  {
    name: 'uid-set',
    mutate: [server('mailbox-providers/imap/uid-set.ts')],
    tests: [server('mailbox-providers/imap/uid-set.test.ts')],
  },
  {
    name: 'send',
    mutate: [server('jobs/deletion-request-send.handler.ts'), server('jobs/mailbox-sending.ts')],
    tests: [
      server('jobs/deletion-request-send.handler.test.ts'),
      server('jobs/mailbox-sending.test.ts'),
    ],
  },
  {
    name: 'sender-kind',
    mutate: [server('scanning/sender-kind.ts')],
    tests: [server('scanning/sender-kind.test.ts')],
  },
  {
    name: 'identity-limits',
    mutate: [
      server('modules/rate-limit/rate-limiter.ts'),
      server('modules/identity/code-attempts.ts'),
    ],
    tests: [
      server('modules/rate-limit/rate-limiter.test.ts'),
      server('modules/identity/code-attempts.test.ts'),
    ],
  },
  {
    name: 'sealed-box',
    mutate: [server('lib/sealed-box.ts')],
    tests: [server('lib/sealed-box.test.ts')],
  },
  {
    // What a company's mail may make the server POST to, or the person's mailbox send.
    name: 'list-unsubscribe',
    mutate: [server('mailbox-providers/shared/list-unsubscribe.ts')],
    tests: [
      server('mailbox-providers/shared/list-unsubscribe.test.ts'),
      server('mailbox-providers/shared/sender-headers.test.ts'),
    ],
  },
  {
    name: 'authorization',
    mutate: [server('lib/call-route.ts'), server('plugins/session.ts')],
    tests: [
      server('security/authorization-matrix.test.ts'),
      server('lib/call-route.test.ts'),
      server('plugins/session.test.ts'),
    ],
  },
];
