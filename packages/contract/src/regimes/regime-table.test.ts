import { describe, expect, it } from 'vitest';
import { dueDateOf } from '../dsr-templates';
import { RIGHTS, type Regime, type Right } from './regime';
import { dueDateUnder, regimeById, regimeForPlace, rightsOf } from './regime-choice';
import { REGIMES, type RegimeId } from './regime-table';

/** A Wednesday; a month later is a Saturday. */
const SENT = new Date('2026-01-14T10:30:00.000Z');
const on = (date: string) => new Date(`${date}T10:30:00.000Z`);

/**
 * Each regime's due dates for a request sent on SENT, by right, worked out by hand from the
 * provisions the table cites; null where the law sets no time limit, absent where it grants no
 * such right.
 */
const DUE: Record<RegimeId, { [R in Right]?: Date | null }> = {
  // One month ends on Saturday 14 February, so on Monday 16 February.
  gdpr: {
    access: on('2026-02-16'),
    erasure: on('2026-02-16'),
    objection: on('2026-02-16'),
    correction: on('2026-02-16'),
  },
  'uk-gdpr': {
    access: on('2026-02-16'),
    erasure: on('2026-02-16'),
    objection: on('2026-02-16'),
    correction: on('2026-02-16'),
  },
  'ch-fadp': { access: on('2026-02-13'), correction: null, erasure: null, objection: null },
  'br-lgpd': { access: on('2026-01-29'), correction: null, erasure: null },
  'ca-pipeda': { access: on('2026-02-13'), correction: null },
  'ca-qc': { access: on('2026-02-13') },
  'za-popia': { access: on('2026-02-13'), correction: null, erasure: null, objection: null },
  'au-privacy': { access: null, correction: null },
  'jp-appi': { access: null, erasure: null, correction: null },
  // Ten days end on Saturday 24 January, so on Monday 26 January.
  'kr-pipa': {
    access: on('2026-01-26'),
    erasure: on('2026-01-26'),
    objection: on('2026-01-26'),
    correction: on('2026-01-26'),
  },
  ccpa: {
    access: on('2026-02-28'),
    erasure: on('2026-02-28'),
    objection: null,
    correction: on('2026-02-28'),
  },
  ...Object.fromEntries(
    (
      [
        'us-va',
        'us-ct',
        'us-ut',
        'us-tx',
        'us-nj',
        'us-mn',
        'us-ri',
        'us-or',
        'us-tn',
        'us-ne',
        'us-co',
        'us-mt',
        'us-de',
        'us-md',
        'us-nh',
        'us-ky',
      ] as const
    ).map((id) => [
      id,
      {
        access: on('2026-02-28'),
        erasure: on('2026-02-28'),
        objection: on('2026-02-28'),
        correction: on('2026-02-28'),
      },
    ]),
  ),
  'us-in': { access: on('2026-02-28'), correction: on('2026-02-28'), erasure: on('2026-02-28') },
  // Ninety days: 17 left in January, 28 in February, 31 in March, 14 in April.
  'us-ia': { access: on('2026-04-14'), erasure: on('2026-04-14') },
  // Twenty business days from Thursday 15 January end on Wednesday 11 February. The Act's own
  // count starts on 16 January and skips Waitangi Day, so ends later: the row says so.
  nz: { access: on('2026-02-11'), correction: on('2026-02-11') },
} as Record<RegimeId, { [R in Right]?: Date | null }>;

describe.each(REGIMES.map((regime): [RegimeId, Regime] => [regime.id, regime]))(
  'the %s row',
  (id, regime) => {
    it('grants the rights its provisions grant, each cited, with the time limit they set', () => {
      const expected = DUE[id];
      expect(rightsOf(regime)).toEqual(RIGHTS.filter((right) => right in expected));
      for (const right of RIGHTS) {
        if (!(right in expected)) continue;
        expect(regime.rights[right]?.citation, right).toMatch(/\S/);
        expect(dueDateUnder(regime, right, SENT), right).toEqual(expected[right]);
      }
    });

    it('cites its sources and says where it applies', () => {
      expect(regime.sources.length).toBeGreaterThan(0);
      for (const source of regime.sources) expect(new URL(source).protocol).toMatch(/^https?:$/);
      expect(regime.appliesIn.length).toBeGreaterThan(0);
      for (const place of regime.appliesIn) expect(place).toMatch(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/);
      if (regime.authority) expect(new URL(regime.authority.url).protocol).toBe('https:');
    });

    it('states every extension with its condition and provision', () => {
      for (const rule of Object.values(regime.rights)) {
        const extension = rule?.timeLimit?.extension;
        if (!extension) continue;
        if (extension.period) expect(extension.period.count).toBeGreaterThan(0);
        // Told within the first limit exactly where the condition, as read, says so.
        expect(extension.isToldWithinLimit ?? false).toBe(/\bwithin\b/.test(extension.condition));
        expect(extension.condition).toMatch(/\S/);
        expect(extension.citation).toMatch(/\S/);
      }
    });
  },
);

describe('the table', () => {
  it('has one row per id, and one law per place', () => {
    expect(new Set(REGIMES.map((regime) => regime.id)).size).toBe(REGIMES.length);
    const places = REGIMES.flatMap((regime) => regime.appliesIn);
    expect(new Set(places).size).toBe(places.length);
    expect(Object.keys(DUE).sort()).toEqual(REGIMES.map((regime) => regime.id).sort());
  });
});

describe('regimeForPlace', () => {
  it("takes a state's or a province's own law before the country's", () => {
    expect(regimeForPlace('US-TX')?.id).toBe('us-tx');
    expect(regimeForPlace('us-ca')?.id).toBe('ccpa');
    expect(regimeForPlace('CA-QC')?.id).toBe('ca-qc');
    expect(regimeForPlace('CA-ON')?.id).toBe('ca-pipeda');
    expect(regimeForPlace('CA')?.id).toBe('ca-pipeda');
  });

  it('finds the GDPR in every EU and EEA country, the UK its own', () => {
    for (const country of ['DE', 'FR', 'IE', 'NO', 'IS', 'LI', 'GR']) {
      expect(regimeForPlace(country)?.id).toBe('gdpr');
    }
    expect(regimeForPlace('GB')?.id).toBe('uk-gdpr');
    expect(regimeForPlace('CH')?.id).toBe('ch-fadp');
  });

  it('finds the state laws added from their statutes, and New Zealand its Act', () => {
    for (const state of ['CO', 'MT', 'IA', 'DE', 'MD', 'NH', 'KY']) {
      expect(regimeForPlace(`US-${state}`)?.id).toBe(`us-${state.toLowerCase()}`);
    }
    expect(regimeForPlace('nz')?.id).toBe('nz');
  });

  it('finds none where the table has no law', () => {
    expect(regimeForPlace('US-NY')).toBeUndefined();
    expect(regimeForPlace('US')).toBeUndefined();
    expect(regimeForPlace('US-OK')).toBeUndefined();
  });
});

describe('the rows read from the state statutes and the New Zealand Act', () => {
  const limitOf = (id: RegimeId, right: Right) => regimeById(id).rights[right]?.timeLimit;

  it('cite the paragraph of each right', () => {
    expect(regimeById('us-co').rights.objection?.citation).toBe(
      'Colo. Rev. Stat. § 6-1-1306(1)(a)',
    );
    expect(regimeById('us-mt').rights.erasure?.citation).toBe('Mont. Code Ann. § 30-14-2808(1)(c)');
    expect(regimeById('us-de').rights.objection?.citation).toBe('6 Del. C. § 12D-104(a)(6)');
    expect(regimeById('us-md').rights.correction?.citation).toBe(
      'Md. Code, Com. Law § 14-4705(b)(3)',
    );
    expect(regimeById('us-nh').rights.objection?.citation).toBe('RSA 507-H:4, I(e)');
    expect(regimeById('us-ky').rights.erasure?.citation).toBe('KRS 367.3615(2)(c)');
    expect(regimeById('us-ky').rights.objection?.scope).toBe('sale-ads-profiling');
    expect(regimeById('nz').rights.access?.citation).toBe('Privacy Act 2020, s 22, IPP 6');
    expect(regimeById('nz').rights.correction?.citation).toBe('Privacy Act 2020, s 22, IPP 7');
  });

  it('give 45 days and 45 more, each from its own provision', () => {
    const cited: Partial<Record<RegimeId, string>> = {
      'us-co': 'Colo. Rev. Stat. § 6-1-1306(2)(a)',
      'us-mt': 'Mont. Code Ann. § 30-14-2808(4)(a)',
      'us-de': '6 Del. C. § 12D-104(c)(1)',
      'us-md': 'Md. Code, Com. Law § 14-4705(e)(2)',
      'us-nh': 'RSA 507-H:4, III',
    };
    for (const [id, citation] of Object.entries(cited) as [RegimeId, string][]) {
      const limit = limitOf(id, 'access');
      expect(limit?.period, id).toEqual({ count: 45, unit: 'days' });
      expect(limit?.citation, id).toBe(citation);
      expect(limit?.extension?.period, id).toEqual({ count: 45, unit: 'days' });
      expect(limit?.extension?.citation, id).toBe(citation);
    }
  });

  it("give Kentucky's 45 days with no extension, which was not read", () => {
    expect(limitOf('us-ky', 'erasure')?.period).toEqual({ count: 45, unit: 'days' });
    expect(limitOf('us-ky', 'erasure')?.citation).toBe('KRS 367.3615(3)(a)');
    expect(limitOf('us-ky', 'erasure')?.extension).toBeUndefined();
  });

  it("give Iowa's 90 days, deletion only of what the person provided, and no correction", () => {
    const iowa = regimeById('us-ia');
    expect(limitOf('us-ia', 'access')?.period).toEqual({ count: 90, unit: 'days' });
    expect(limitOf('us-ia', 'access')?.citation).toBe('Iowa Code § 715D.3(2)(a)');
    expect(limitOf('us-ia', 'access')?.extension?.period).toEqual({ count: 45, unit: 'days' });
    expect(iowa.rights.erasure?.scope).toBe('provided-data');
    expect(rightsOf(iowa)).toEqual(['access', 'erasure']);
    expect(dueDateUnder(iowa, 'correction', SENT)).toBeNull();
  });

  it('count New Zealand in working days, with an extension of no fixed length', () => {
    expect(limitOf('nz', 'access')?.period).toEqual({ count: 20, unit: 'business-days' });
    expect(limitOf('nz', 'access')?.citation).toBe('Privacy Act 2020, s 44');
    expect(limitOf('nz', 'access')?.extension).toMatchObject({
      period: null,
      citation: 'Privacy Act 2020, s 48',
    });
    expect(limitOf('nz', 'correction')?.citation).toBe('Privacy Act 2020, s 63(1)');
    expect(limitOf('nz', 'correction')?.extension?.citation).toBe('Privacy Act 2020, s 65');
    expect(rightsOf(regimeById('nz'))).toEqual(['access', 'correction']);
    // Sent on a Friday with no holiday in the next four weeks: due four weeks later, as the Act
    // counts too.
    expect(dueDateUnder(regimeById('nz'), 'access', on('2026-08-07'))).toEqual(on('2026-09-04'));
  });

  it('name where to complain', () => {
    expect(regimeById('nz').authority?.name).toBe('Office of the Privacy Commissioner');
    for (const id of ['us-co', 'us-mt', 'us-ia', 'us-de', 'us-md'] as const) {
      expect(regimeById(id).authority?.url, id).toMatch(/^https:\/\//);
    }
  });
});

describe('regimeById', () => {
  it('gives the row of an id, and refuses an id the table does not have', () => {
    expect(regimeById('ccpa').shortName).toBe('CCPA');
    expect(regimeById('us-tx').shortName).toBe('TDPSA');
    expect(() => regimeById('us-ny' as RegimeId)).toThrow('No regime us-ny');
  });
});

describe('dueDateUnder', () => {
  it('gives no date for a right the regime does not grant', () => {
    expect(dueDateUnder(regimeById('ca-pipeda'), 'erasure', SENT)).toBeNull();
    expect(dueDateUnder(regimeById('ca-qc'), 'objection', SENT)).toBeNull();
  });
});

describe("a request's due date", () => {
  it('comes from the table, for the request type', () => {
    expect(dueDateOf('gdpr', 'erasure', SENT)).toEqual(on('2026-02-16'));
    expect(dueDateOf('uk-gdpr', 'access', on('2026-01-13'))).toEqual(on('2026-02-13'));
    expect(dueDateOf('ccpa', 'erasure', SENT)).toEqual(on('2026-02-28'));
    expect(dueDateOf('ca-pipeda', 'erasure', SENT)).toBeNull();
  });
});
