import type { Period } from './periods';
import type { Regime, RightRule, TimeLimit } from './regime';

const days = (count: number): Period => ({ count, unit: 'days' });
const months = (count: number): Period => ({ count, unit: 'months' });
const businessDays = (count: number): Period => ({ count, unit: 'business-days' });

/** The EU and the wider EEA, whose members apply the GDPR (EEA Agreement, Annex XI). */
const GDPR_COUNTRIES = [
  ...'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
  ...'IS LI NO'.split(' '),
];

/**
 * GDPR Art. 12(3): one month from receipt, two more where necessary, told within the first.
 * A month ends on the same date; one ending on a weekend is taken to end on the Monday, as the
 * EU's rule for time limits has it (Regulation 1182/71 Art. 3(4)): a request is never shown
 * overdue before the company's time is up.
 */
const GDPR_MONTH: TimeLimit = {
  period: months(1),
  citation: 'Art. 12(3) GDPR',
  weekend: {
    rule: 'next-business-day',
    basis: 'the EU rule for time limits, Regulation (EEC, Euratom) No 1182/71 Art. 3(4)',
  },
  extension: {
    period: months(2),
    condition:
      'where necessary because of the complexity and number of requests, told within the first month with the reasons',
    citation: 'Art. 12(3) GDPR',
    isToldWithinLimit: true,
  },
};

/**
 * UK GDPR Art. 12A (Data (Use and Access) Act 2025 s. 76, in force 5 February 2026): one month
 * from the "relevant time", two more by a notice with reasons within the first; the ICO counts to
 * the same date, and a weekend end to the next working day.
 */
const UK_MONTH: TimeLimit = {
  period: months(1),
  citation: 'Art. 12A UK GDPR',
  weekend: { rule: 'next-business-day', basis: "the ICO's guidance on counting the month" },
  extension: {
    period: months(2),
    condition:
      'where necessary because of the complexity or number of requests, by a notice with the reasons within the first month',
    citation: 'Art. 12A(3)–(4) UK GDPR',
    isToldWithinLimit: true,
  },
};

const gdprRight = (article: string, limit: TimeLimit): RightRule => ({
  citation: article,
  timeLimit: limit,
});

/**
 * The shape most US state laws share: 45 days from receipt, 45 more once where reasonably
 * necessary, told within the first 45 days with the reason.
 */
function usStateLimit(citation: string): TimeLimit {
  return {
    period: days(45),
    citation,
    extension: {
      period: days(45),
      condition: 'once, where reasonably necessary, told within the first 45 days with the reason',
      citation,
      isToldWithinLimit: true,
    },
  };
}

/** A US state law granting access, correction, deletion and the opt-outs under one time limit. */
function usStateRights(
  provisions: { access: string; correction?: string; erasure: string; objection: string },
  limit: TimeLimit,
): Regime['rights'] {
  return {
    access: { citation: provisions.access, timeLimit: limit },
    erasure: { citation: provisions.erasure, timeLimit: limit },
    objection: {
      citation: provisions.objection,
      scope: 'sale-ads-profiling',
      timeLimit: limit,
    },
    ...(provisions.correction && {
      correction: { citation: provisions.correction, timeLimit: limit },
    }),
  };
}

const VA = usStateLimit('Va. Code § 59.1-577(B)(1)');
const CT = usStateLimit('Conn. Gen. Stat. § 42-518(c)(1)');
const UT = usStateLimit('Utah Code § 13-61-203(2)');
const TX = usStateLimit('Tex. Bus. & Com. Code § 541.052(b)');
const NJ = usStateLimit('N.J. Stat. § 56:8-166.7(a)');
const MN = usStateLimit('Minn. Stat. § 325M.14');
const IN = usStateLimit('Ind. Code § 24-15-3-1(c)(1)');
const RI = usStateLimit('R.I. Gen. Laws § 6-48.1-6(b)(1)');
const OR = usStateLimit('Or. Rev. Stat. § 646A.576(5)(a)');
const TN = usStateLimit('Tenn. Code § 47-18-3304(b)(1)');
const NE = usStateLimit('Neb. Rev. Stat. § 87-1108(2)');
const MT = usStateLimit('Mont. Code Ann. § 30-14-2808(4)(a)');
const DE = usStateLimit('6 Del. C. § 12D-104(c)(1)');
const MD = usStateLimit('Md. Code, Com. Law § 14-4705(e)(2)');

/**
 * New Hampshire: 45 days, 45 more where reasonably necessary with the person told, as the
 * Attorney General's guidance and practitioners' readings of RSA 507-H:4 state it; the section's
 * paragraph III holds the rule (its (d) is the opt-out's authentication rule, as Connecticut's
 * § 42-518(c) is laid out), its own words were not read.
 */
const NH: TimeLimit = {
  period: days(45),
  citation: 'RSA 507-H:4, III',
  extension: {
    period: days(45),
    condition: 'where reasonably necessary, telling the person',
    citation: 'RSA 507-H:4, III',
  },
};

/**
 * Kentucky: 45 days from receipt (KRS 367.3615(3)(a), as practitioners' readings cite it). Its
 * extension was not read, so none is stated: a request is shown due on day 45.
 */
const KY: TimeLimit = { period: days(45), citation: 'KRS 367.3615(3)(a)' };

/**
 * Colorado: 45 days, 45 more where reasonably necessary. Only that much of § 6-1-1306(2)(a) was
 * read (as SB 21-190 enacted it); what it may add on the extension is not stated.
 */
const CO: TimeLimit = {
  period: days(45),
  citation: 'Colo. Rev. Stat. § 6-1-1306(2)(a)',
  extension: {
    period: days(45),
    condition: 'where reasonably necessary',
    citation: 'Colo. Rev. Stat. § 6-1-1306(2)(a)',
  },
};

/** Iowa: 90 days, not 45; 45 more once where reasonably necessary, told within the 90 days. */
const IA: TimeLimit = {
  period: days(90),
  citation: 'Iowa Code § 715D.3(2)(a)',
  extension: {
    period: days(45),
    condition:
      'once, where reasonably necessary given the complexity and number of the requests, told within the first 90 days with the reason',
    citation: 'Iowa Code § 715D.3(2)(a)',
    isToldWithinLimit: true,
  },
};

/**
 * New Zealand counts in working days (defined in Privacy Act 2020 s 7): no weekends, no public
 * holidays and nothing from 25 December to 15 January, as the Privacy Commissioner puts it.
 * Reclaim counts Monday to Friday only, so a limit that runs over a holiday or the summer break
 * ends later than shown: a request received on 14 January is shown due on 11 February, though the
 * Act's count only starts on 16 January and skips Waitangi Day. A longer limit, of no fixed length,
 * needs a notice within the 20 working days.
 */
const nzLimit = (citation: string, extension: string): TimeLimit => ({
  period: businessDays(20),
  citation,
  extension: {
    period: null,
    condition:
      'for a reasonable period, where the request is for or needs a search through a large quantity of information, needs consultations, or raises complex issues, by a notice within the 20 working days with the period and the reasons',
    citation: extension,
    isToldWithinLimit: true,
  },
});

/**
 * PIPA's Enforcement Decree: 10 days from the day the request is received. A limit ending on a
 * Saturday or a holiday ends the next day under the Civil Act (Art. 161); Reclaim moves weekends.
 */
const KR_TEN_DAYS = {
  period: days(10),
  weekend: {
    rule: 'next-business-day',
    basis: 'the Civil Act rule for time limits ending on a Saturday or holiday (Art. 161)',
  },
} as const;

/** CCPA: 45 days from receipt, 45 more once where reasonably necessary (90 at most). */
const CCPA_LIMIT: TimeLimit = {
  period: days(45),
  citation: 'Cal. Civ. Code § 1798.130(a)(2)(A); Cal. Code Regs. tit. 11, § 7021(b)',
  extension: {
    period: days(45),
    condition: 'once, where reasonably necessary, told within the first 45 days',
    citation: 'Cal. Civ. Code § 1798.130(a)(2)(A)',
    isToldWithinLimit: true,
  },
};

/** The table's rows, as written; {@link REGIMES} is how the rest reads them. */
const REGIME_ROWS = [
  {
    id: 'gdpr',
    name: 'General Data Protection Regulation (EU) 2016/679',
    shortName: 'GDPR',
    label: 'GDPR (European Union)',
    appliesIn: GDPR_COUNTRIES,
    rights: {
      access: gdprRight('Art. 15 GDPR', GDPR_MONTH),
      erasure: gdprRight('Art. 17 GDPR', GDPR_MONTH),
      objection: {
        ...gdprRight('Art. 21 GDPR', GDPR_MONTH),
        scope: 'marketing-and-legitimate-interests',
      },
      correction: gdprRight('Art. 16 GDPR', GDPR_MONTH),
    },
    authority: null,
    sources: [
      'https://gdprhub.eu/index.php?title=Article_12_GDPR',
      'https://gdprhub.eu/index.php?title=Article_21_GDPR',
      'https://dataprotection.ie/en/individuals/know-your-rights/how-long-will-it-take',
      'https://eur-lex.europa.eu/legal-content/EN/ALL/?uri=CELEX:31971R1182',
      'https://www.efta.int/EEA/Data-Protection-505036',
    ],
  },
  {
    id: 'uk-gdpr',
    name: 'UK General Data Protection Regulation and Data Protection Act 2018',
    shortName: 'UK GDPR',
    label: 'UK GDPR (United Kingdom)',
    appliesIn: ['GB'],
    rights: {
      access: gdprRight('Art. 15 UK GDPR', UK_MONTH),
      erasure: gdprRight('Art. 17 UK GDPR', UK_MONTH),
      objection: {
        ...gdprRight('Art. 21 UK GDPR', UK_MONTH),
        scope: 'marketing-and-legitimate-interests',
      },
      correction: gdprRight('Art. 16 UK GDPR', UK_MONTH),
    },
    authority: {
      name: "Information Commissioner's Office",
      url: 'https://ico.org.uk/make-a-complaint/data-protection-complaints/data-protection-complaints/',
    },
    sources: [
      'https://www.legislation.gov.uk/ukpga/2025/18',
      'https://www.legislation.gov.uk/uksi/2026/82',
      'https://www.legislation.gov.uk/eur/2016/679/chapter/III/section/1',
      'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/right-of-access/what-should-we-consider-when-responding-to-a-request',
    ],
  },
  {
    id: 'ch-fadp',
    name: 'Federal Act on Data Protection (SR 235.1) and Data Protection Ordinance (SR 235.11)',
    shortName: 'FADP',
    label: 'FADP (Switzerland)',
    appliesIn: ['CH'],
    rights: {
      access: {
        citation: 'Art. 25 FADP',
        timeLimit: {
          period: days(30),
          citation: 'Art. 18(1) DPO',
          extension: {
            period: null,
            condition: 'only by telling the person within the 30 days when it will answer',
            citation: 'Art. 18(2) DPO',
            isToldWithinLimit: true,
          },
        },
      },
      correction: { citation: 'Art. 32(1) FADP', timeLimit: null },
      erasure: { citation: 'Art. 32(2)(c) FADP', timeLimit: null },
      objection: { citation: 'Art. 30(2)(b) FADP', timeLimit: null },
    },
    authority: {
      name: 'Federal Data Protection and Information Commissioner (FDPIC)',
      url: 'https://www.edoeb.admin.ch',
    },
    sources: [
      'https://fedlex.data.admin.ch/eli/cc/2022/491',
      'https://fedlex.data.admin.ch/eli/cc/2022/568',
    ],
  },
  {
    id: 'br-lgpd',
    name: 'Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018)',
    shortName: 'LGPD',
    label: 'LGPD (Brazil)',
    appliesIn: ['BR'],
    rights: {
      access: {
        citation: 'Art. 18, II LGPD',
        timeLimit: { period: days(15), citation: 'Art. 19, II LGPD' },
      },
      correction: { citation: 'Art. 18, III LGPD', timeLimit: null },
      erasure: {
        citation: 'Art. 18, IV, VI LGPD',
        scope: 'consented-unnecessary-unlawful',
        timeLimit: null,
      },
    },
    authority: {
      name: 'Autoridade Nacional de Proteção de Dados (ANPD)',
      url: 'https://www.gov.br/anpd/pt-br/canais_atendimento/cidadao-titular-de-dados',
    },
    sources: [
      'https://lgpd-brazil.info/chapter_03/article_18',
      'https://lgpd-brazil.info/chapter_03/article_19',
    ],
  },
  {
    id: 'ca-pipeda',
    name: 'Personal Information Protection and Electronic Documents Act (S.C. 2000, c. 5)',
    shortName: 'PIPEDA',
    label: 'PIPEDA (Canada)',
    appliesIn: ['CA'],
    rights: {
      access: {
        citation: 'PIPEDA s. 8; Schedule 1, Principle 4.9',
        timeLimit: {
          period: days(30),
          citation: 'PIPEDA s. 8(3)',
          extension: {
            period: days(30),
            condition:
              'where answering in time would unreasonably interfere with its activities or needs consultation, told within the 30 days with the reasons',
            citation: 'PIPEDA s. 8(4)',
            isToldWithinLimit: true,
          },
        },
      },
      correction: { citation: 'PIPEDA Schedule 1, Principle 4.9.5', timeLimit: null },
    },
    authority: {
      name: 'Office of the Privacy Commissioner of Canada',
      url: 'https://www.priv.gc.ca/en/report-a-concern/file-a-formal-privacy-complaint/file-a-complaint-about-a-business/file-a-complaint-under-pipeda',
    },
    sources: [
      'https://laws-lois.justice.gc.ca/eng/acts/p-8.6/',
      'https://www.priv.gc.ca/en/privacy-topics/privacy-laws-in-canada/the-personal-information-protection-and-electronic-documents-act-pipeda/p_principle/principles/p_access/',
    ],
  },
  {
    id: 'ca-qc',
    name: 'Act respecting the protection of personal information in the private sector (CQLR c. P-39.1)',
    shortName: 'Quebec Privacy Act',
    label: 'Law 25 (Québec)',
    appliesIn: ['CA-QC'],
    rights: {
      access: {
        citation: 'CQLR c. P-39.1, s. 27',
        timeLimit: {
          period: days(30),
          citation: 'CQLR c. P-39.1, s. 32',
        },
      },
    },
    authority: {
      name: "Commission d'accès à l'information du Québec",
      url: 'https://www.cai.gouv.qc.ca/citoyens/recours-devant-la-commission/',
    },
    sources: [
      'https://www.legisquebec.gouv.qc.ca/en/document/cs/P-39.1',
      'https://www.cai.gouv.qc.ca/citoyens/recours-devant-la-commission/',
    ],
  },
  {
    id: 'za-popia',
    name: 'Protection of Personal Information Act 4 of 2013',
    shortName: 'POPIA',
    label: 'POPIA (South Africa)',
    appliesIn: ['ZA'],
    rights: {
      access: {
        citation: 'POPIA s. 23',
        timeLimit: {
          period: days(30),
          citation: 'PAIA s. 56(1)',
          extension: {
            period: days(30),
            condition: 'once, told within the 30 days with the reasons',
            citation: 'PAIA s. 57',
            isToldWithinLimit: true,
          },
        },
      },
      correction: { citation: 'POPIA s. 24(1)(a)', timeLimit: null },
      erasure: {
        citation: 'POPIA s. 24(1)',
        scope: 'inaccurate-or-unlawful',
        timeLimit: null,
      },
      objection: {
        citation: 'POPIA s. 11(3)',
        scope: 'marketing-and-legitimate-interests',
        timeLimit: null,
      },
    },
    authority: {
      name: 'Information Regulator (South Africa)',
      url: 'https://inforegulator.org.za/',
    },
    sources: [
      'https://popia.co.za/section-24-correction-of-personal-information/',
      'https://ictpolicyafrica.org/en/document/0jlewanhffsm?page=19',
    ],
  },
  {
    id: 'au-privacy',
    name: 'Privacy Act 1988 (Cth), Australian Privacy Principles',
    shortName: 'Privacy Act',
    label: 'Privacy Act (Australia)',
    appliesIn: ['AU'],
    rights: {
      access: { citation: 'APP 12', timeLimit: null },
      correction: { citation: 'APP 13', timeLimit: null },
    },
    authority: {
      name: 'Office of the Australian Information Commissioner',
      url: 'https://www.oaic.gov.au/',
    },
    sources: [
      'https://ato.gov.au/law/view/document?docid=PAC%2F19880119%2FSch1-12',
      'https://www.oaic.gov.au/privacy/australian-privacy-principles/australian-privacy-principles-guidelines/chapter-12-app-12-access-to-personal-information',
    ],
  },
  {
    id: 'jp-appi',
    name: 'Act on the Protection of Personal Information (Act No. 57 of 2003)',
    shortName: 'APPI',
    label: 'APPI (Japan)',
    appliesIn: ['JP'],
    rights: {
      access: { citation: 'APPI Art. 33', timeLimit: null },
      erasure: {
        citation: 'APPI Art. 35',
        scope: 'unlawful-unneeded-or-harmful',
        timeLimit: null,
      },
      correction: { citation: 'APPI Art. 34', timeLimit: null },
    },
    authority: {
      name: 'Personal Information Protection Commission',
      url: 'https://www.ppc.go.jp/',
    },
    sources: [
      'https://elaws.e-gov.go.jp/document?law_unique_id=415AC0000000057',
      'https://github.com/kaz-under-the-bridge/appi-related-laws',
    ],
  },
  {
    id: 'kr-pipa',
    name: 'Personal Information Protection Act and its Enforcement Decree',
    shortName: 'PIPA',
    label: 'PIPA (South Korea)',
    appliesIn: ['KR'],
    rights: {
      access: {
        citation: 'PIPA Art. 35',
        timeLimit: {
          ...KR_TEN_DAYS,
          citation: 'PIPA Enforcement Decree Art. 41(4)',
          extension: {
            period: null,
            condition: 'only for a justified reason, told within the 10 days with the reason',
            citation: 'PIPA Art. 35(3); PIPA Enforcement Decree Art. 42(2)',
            isToldWithinLimit: true,
          },
        },
      },
      erasure: {
        citation: 'PIPA Art. 36',
        timeLimit: { ...KR_TEN_DAYS, citation: 'PIPA Enforcement Decree Art. 43(3)' },
      },
      objection: {
        citation: 'PIPA Art. 37',
        scope: 'suspension',
        timeLimit: { ...KR_TEN_DAYS, citation: 'PIPA Enforcement Decree Art. 44(2)' },
      },
      correction: {
        citation: 'PIPA Art. 36',
        timeLimit: { ...KR_TEN_DAYS, citation: 'PIPA Enforcement Decree Art. 43(3)' },
      },
    },
    authority: {
      name: 'Personal Information Infringement Report Center (KISA)',
      url: 'https://privacy.kisa.or.kr/',
    },
    sources: [
      'https://www.law.go.kr/법령/개인정보보호법',
      'https://www.law.go.kr/법령/개인정보보호법시행령',
      'https://github.com/legalize-kr/legalize-kr',
    ],
  },
  {
    id: 'ccpa',
    name: 'California Consumer Privacy Act, as amended by the California Privacy Rights Act',
    shortName: 'CCPA',
    label: 'CCPA / CPRA (California)',
    appliesIn: ['US-CA'],
    rights: {
      access: { citation: 'Cal. Civ. Code § 1798.110', timeLimit: CCPA_LIMIT },
      erasure: { citation: 'Cal. Civ. Code § 1798.105', timeLimit: CCPA_LIMIT },
      objection: {
        citation: 'Cal. Civ. Code §§ 1798.120, 1798.121',
        scope: 'sale-sharing-sensitive',
        timeLimit: null,
        withoutVerification: {
          citation: 'Cal. Code Regs. tit. 11, § 7027(e)',
          scope: 'sensitive-data',
        },
      },
      correction: { citation: 'Cal. Civ. Code § 1798.106', timeLimit: CCPA_LIMIT },
    },
    acknowledgement: {
      period: businessDays(10),
      citation: 'Cal. Code Regs. tit. 11, § 7021(a)',
      rights: ['access', 'erasure', 'correction'],
    },
    authority: {
      name: 'California Privacy Protection Agency',
      url: 'https://cppa.ca.gov/webapplications/complaint',
    },
    sources: [
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page26.html',
      'https://advisori.com/cpra/%C2%A7-7021-timelines-for-responding-to-requests-to-delete-requests-to-correct-and-requests-to-know/',
      'https://law.cornell.edu/regulations/california/11-CCR-7027',
    ],
  },
  {
    id: 'us-va',
    name: 'Virginia Consumer Data Protection Act',
    shortName: 'VCDPA',
    label: 'VCDPA (Virginia)',
    appliesIn: ['US-VA'],
    rights: usStateRights(
      {
        access: 'Va. Code § 59.1-577(A)(1)',
        correction: 'Va. Code § 59.1-577(A)(2)',
        erasure: 'Va. Code § 59.1-577(A)(3)',
        objection: 'Va. Code § 59.1-577(A)(5)',
      },
      VA,
    ),
    authority: {
      name: 'Office of the Attorney General of Virginia',
      url: 'https://www.oag.state.va.us/',
    },
    sources: [
      'https://self-law.org/code/va/title-59-1/chapter-53/59-1-577',
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page392.html',
    ],
  },
  {
    id: 'us-ct',
    name: 'Connecticut Data Privacy Act',
    shortName: 'CTDPA',
    label: 'CTDPA (Connecticut)',
    appliesIn: ['US-CT'],
    rights: usStateRights(
      {
        access: 'Conn. Gen. Stat. § 42-518(a)(1)',
        correction: 'Conn. Gen. Stat. § 42-518(a)(2)',
        erasure: 'Conn. Gen. Stat. § 42-518(a)(3)',
        objection: 'Conn. Gen. Stat. § 42-518(a)(5)',
      },
      CT,
    ),
    authority: {
      name: 'Office of the Attorney General of Connecticut',
      url: 'https://portal.ct.gov/ag',
    },
    sources: ['https://instalawyer.io/laws/connecticut-general-statutes/section-42-518-note-this'],
  },
  {
    id: 'us-ut',
    name: 'Utah Consumer Privacy Act',
    shortName: 'UCPA',
    label: 'UCPA (Utah)',
    appliesIn: ['US-UT'],
    rights: {
      ...usStateRights(
        {
          access: 'Utah Code § 13-61-201',
          correction: 'Utah Code § 13-61-201',
          erasure: 'Utah Code § 13-61-201',
          objection: 'Utah Code § 13-61-201',
        },
        UT,
      ),
      erasure: {
        citation: 'Utah Code § 13-61-201',
        scope: 'provided-data',
        timeLimit: UT,
      },
      objection: {
        citation: 'Utah Code § 13-61-201',
        scope: 'sale-and-ads',
        timeLimit: UT,
      },
    },
    authority: {
      name: 'Utah Division of Consumer Protection',
      url: 'https://consumerprotection.utah.gov/',
    },
    sources: [
      'https://law.counselstack.com/statute/ut/13-61-201',
      'https://codes.findlaw.com/ut/title-13-commerce-and-trade/ut-code-sect-13-61-203/',
    ],
  },
  {
    id: 'us-tx',
    name: 'Texas Data Privacy and Security Act',
    shortName: 'TDPSA',
    label: 'TDPSA (Texas)',
    appliesIn: ['US-TX'],
    rights: usStateRights(
      {
        access: 'Tex. Bus. & Com. Code § 541.051(b)(1)',
        correction: 'Tex. Bus. & Com. Code § 541.051(b)(2)',
        erasure: 'Tex. Bus. & Com. Code § 541.051(b)(3)',
        objection: 'Tex. Bus. & Com. Code § 541.051(b)(5)',
      },
      TX,
    ),
    authority: {
      name: 'Office of the Attorney General of Texas',
      url: 'https://texasattorneygeneral.gov/consumer-protection/file-consumer-complaint/consumer-privacy-rights/texas-data-privacy-and-security-act',
    },
    sources: [
      'https://codes.findlaw.com/tx/business-and-commerce-code/bus-com-sect-541-051/',
      'https://codes.findlaw.com/tx/business-and-commerce-code/bus-com-sect-541-052/',
    ],
  },
  {
    id: 'us-nj',
    name: 'New Jersey Data Privacy Act',
    shortName: 'NJDPA',
    label: 'NJDPA (New Jersey)',
    appliesIn: ['US-NJ'],
    rights: usStateRights(
      {
        access: 'N.J. Stat. § 56:8-166.10(a)(1)',
        correction: 'N.J. Stat. § 56:8-166.10(a)(2)',
        erasure: 'N.J. Stat. § 56:8-166.10(a)(3)',
        objection: 'N.J. Stat. § 56:8-166.10(a)(5)',
      },
      NJ,
    ),
    authority: {
      name: 'New Jersey Division of Consumer Affairs',
      url: 'https://www.njconsumeraffairs.gov/',
    },
    sources: [
      'https://self-law.org/code/nj/title-56/chapter-8/56-8-166-10',
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page347.html',
    ],
  },
  {
    id: 'us-mn',
    name: 'Minnesota Consumer Data Privacy Act',
    shortName: 'MCDPA',
    label: 'MCDPA (Minnesota)',
    appliesIn: ['US-MN'],
    rights: usStateRights(
      {
        access: 'Minn. Stat. § 325M.14, subd. 1(b)',
        correction: 'Minn. Stat. § 325M.14, subd. 1(c)',
        erasure: 'Minn. Stat. § 325M.14, subd. 1(d)',
        objection: 'Minn. Stat. § 325M.14, subd. 1(f)',
      },
      MN,
    ),
    authority: {
      name: 'Office of the Minnesota Attorney General',
      url: 'https://www.ag.state.mn.us/Data-Privacy/Consumer',
    },
    sources: [
      'https://revisor.mn.gov/statutes/cite/325M.14',
      'https://www.ag.state.mn.us/Data-Privacy/Business/Controller/Structural-Obligations.asp',
    ],
  },
  {
    id: 'us-in',
    name: 'Indiana Consumer Data Protection Act',
    shortName: 'ICDPA',
    label: 'Consumer Data Protection Act (Indiana)',
    appliesIn: ['US-IN'],
    rights: {
      access: { citation: 'Ind. Code § 24-15-3-1', timeLimit: IN },
      correction: {
        citation: 'Ind. Code § 24-15-3-1',
        scope: 'provided-data',
        timeLimit: IN,
      },
      erasure: { citation: 'Ind. Code § 24-15-3-1', timeLimit: IN },
    },
    authority: {
      name: 'Office of the Indiana Attorney General',
      url: 'https://www.in.gov/attorneygeneral/',
    },
    sources: [
      'https://law.counselstack.com/statute/in/24-15-3-1',
      'https://lawserver.com/law/state/indiana/in-code/indiana_code_24-15-3-1',
    ],
  },
  {
    id: 'us-ri',
    name: 'Rhode Island Data Transparency and Privacy Protection Act',
    shortName: 'RIDTPPA',
    label: 'Data Transparency and Privacy Protection Act (Rhode Island)',
    appliesIn: ['US-RI'],
    rights: usStateRights(
      {
        access: 'R.I. Gen. Laws § 6-48.1-5(e)(1)',
        correction: 'R.I. Gen. Laws § 6-48.1-5(e)(2)',
        erasure: 'R.I. Gen. Laws § 6-48.1-5(e)(2)',
        objection: 'R.I. Gen. Laws § 6-48.1-5(e)(4)',
      },
      RI,
    ),
    authority: { name: 'Office of the Rhode Island Attorney General', url: 'https://riag.ri.gov/' },
    sources: [
      'http://webserver.rilin.state.ri.us/Statutes/TITLE6/6-48.1/6-48.1-5.htm',
      'http://webserver.rilin.state.ri.us/Statutes/TITLE6/6-48.1/6-48.1-6.htm',
    ],
  },
  {
    id: 'us-or',
    name: 'Oregon Consumer Privacy Act',
    shortName: 'OCPA',
    label: 'OCPA (Oregon)',
    appliesIn: ['US-OR'],
    rights: {
      ...usStateRights(
        {
          access: 'Or. Rev. Stat. § 646A.574(1)(a)',
          correction: 'Or. Rev. Stat. § 646A.574(1)(b)',
          erasure: 'Or. Rev. Stat. § 646A.574(1)(c)',
          objection: 'Or. Rev. Stat. § 646A.574(1)(d)',
        },
        OR,
      ),
      objection: {
        citation: 'Or. Rev. Stat. § 646A.574(1)(d)',
        scope: 'sale-ads-profiling',
        timeLimit: OR,
        withoutVerification: { citation: 'Or. Rev. Stat. § 646A.576(5)(e)' },
      },
    },
    authority: { name: 'Oregon Department of Justice', url: 'https://www.doj.state.or.us/' },
    sources: [
      'https://lawserver.com/law/state/oregon/or-statutes/oregon_statutes_646a-574',
      'https://www.myctrl.tools/frameworks/or-cpa/section-4-5-a',
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page364.html',
    ],
  },
  {
    id: 'us-tn',
    name: 'Tennessee Information Protection Act',
    shortName: 'TIPA',
    label: 'TIPA (Tennessee)',
    appliesIn: ['US-TN'],
    rights: usStateRights(
      {
        access: 'Tenn. Code § 47-18-3304(a)(2)(A)',
        correction: 'Tenn. Code § 47-18-3304(a)(2)(B)',
        erasure: 'Tenn. Code § 47-18-3304(a)(2)(C)',
        objection: 'Tenn. Code § 47-18-3304(a)(2)(E)',
      },
      TN,
    ),
    authority: {
      name: 'Tennessee Attorney General, Division of Consumer Affairs',
      url: 'https://www.tn.gov/attorneygeneral/working-for-tennessee/consumer/file-a-complaint.html',
    },
    sources: [
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page342.html',
      'https://casetext.com/statute/tennessee-code/title-47-commercial-instruments-and-transactions/chapter-18-consumer-protection/part-33-authorized-vehicle-immobilization-device-operator/section-47-18-3304-effective-712025-personal-information-rights-consumers',
    ],
  },
  {
    id: 'us-ne',
    name: 'Nebraska Data Privacy Act',
    shortName: 'NDPA',
    label: 'NDPA (Nebraska)',
    appliesIn: ['US-NE'],
    rights: usStateRights(
      {
        access: 'Neb. Rev. Stat. § 87-1107(2)(a)',
        correction: 'Neb. Rev. Stat. § 87-1107(2)(b)',
        erasure: 'Neb. Rev. Stat. § 87-1107(2)(c)',
        objection: 'Neb. Rev. Stat. § 87-1107(2)(e)',
      },
      NE,
    ),
    authority: {
      name: 'Nebraska Attorney General',
      url: 'https://protectthegoodlife.nebraska.gov/',
    },
    sources: [
      'https://codes.findlaw.com/ne/chapter-87-trade-practices/ne-rev-st-sect-87-1108/',
      'https://protectthegoodlife.nebraska.gov/controller-responsibilities',
      'https://github.com/rafal-fryc/Parsed-Tech-Statutes',
    ],
  },
  // Colorado. Access, correction and deletion are cited to § 6-1-1306(1), which § 6-1-1307
  // names as their source; their paragraphs there were not read. The time limit was read as
  // SB 21-190 enacted it (Parsed-Tech-Statutes) and the Attorney General's rules cite it as
  // § 6-1-1306(2)(a).
  {
    id: 'us-co',
    name: 'Colorado Privacy Act',
    shortName: 'CPA',
    label: 'CPA (Colorado)',
    appliesIn: ['US-CO'],
    rights: usStateRights(
      {
        access: 'Colo. Rev. Stat. § 6-1-1306(1)',
        correction: 'Colo. Rev. Stat. § 6-1-1306(1)',
        erasure: 'Colo. Rev. Stat. § 6-1-1306(1)',
        objection: 'Colo. Rev. Stat. § 6-1-1306(1)(a)',
      },
      CO,
    ),
    authority: {
      name: 'Colorado Attorney General',
      url: 'https://coag.gov/resources/colorado-privacy-act/',
    },
    sources: [
      'https://casetext.com/statute/colorado-revised-statutes/title-6-consumer-and-commercial-affairs/fair-trade-and-restraint-of-trade/article-1-colorado-consumer-protection-act/part-13-colorado-privacy-act/section-6-1-1306-consumer-personal-data-rights-repeal',
      'https://law.counselstack.com/statute/co/06/6-1-1307',
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page127.html',
      'https://github.com/rafal-fryc/Parsed-Tech-Statutes',
    ],
  },
  // Montana. Rights and the time limit as the codified section (effective 1 October 2024) and
  // SB 384 § 5 (codified as § 30-14-2808) state them; the 2025 amendments (SB 297) were not
  // read. The codified text read breaks off after the first letter of (1)(c), "d"; that it is
  // the right to delete is from the recordinglaw.com reading of the section.
  {
    id: 'us-mt',
    name: 'Montana Consumer Data Privacy Act',
    shortName: 'MTCDPA',
    label: 'Consumer Data Privacy Act (Montana)',
    appliesIn: ['US-MT'],
    rights: usStateRights(
      {
        access: 'Mont. Code Ann. § 30-14-2808(1)(a)',
        correction: 'Mont. Code Ann. § 30-14-2808(1)(b)',
        erasure: 'Mont. Code Ann. § 30-14-2808(1)(c)',
        objection: 'Mont. Code Ann. § 30-14-2808(1)(e)',
      },
      MT,
    ),
    authority: {
      name: 'Montana Department of Justice, Office of Consumer Protection',
      url: 'https://dojmt.gov/office-of-consumer-protection/',
    },
    sources: [
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page301.html',
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page258.html',
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page303.html',
      'https://lawserver.com/law/state/montana/mt-code/montana_code_30-14-2809',
      'http://www.lawserver.com/law/state/montana/mt-code/montana_code_30-14-2808',
      'https://www.recordinglaw.com/us-laws/data-privacy-laws/montana-data-privacy-laws/mcdpa-consumer-rights/',
    ],
  },
  // Iowa. No right to correction; deletion reaches only data the person provided. The opt-out
  // (§ 715D.3(1)(d)) reaches the sale of personal data only, which no scope a letter can state
  // matches, so it is left out. The time limit was read as the code states it, quoted in
  // Parsed-Tech-Statutes.
  {
    id: 'us-ia',
    name: 'Iowa Consumer Data Protection Act',
    shortName: 'IACDPA',
    label: 'Consumer Data Protection Act (Iowa)',
    appliesIn: ['US-IA'],
    rights: {
      access: { citation: 'Iowa Code § 715D.3(1)(a)', timeLimit: IA },
      erasure: { citation: 'Iowa Code § 715D.3(1)(b)', scope: 'provided-data', timeLimit: IA },
    },
    authority: {
      name: 'Iowa Attorney General, Consumer Protection Division',
      url: 'https://www.iowaattorneygeneral.gov/',
    },
    sources: [
      'https://law.counselstack.com/statute/ia/715D.3',
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page216.html',
      'https://github.com/rafal-fryc/Parsed-Tech-Statutes',
    ],
  },
  // Delaware. Paragraph (a)(1) and the time limit were read in the chapter's text; (a)(2), (a)(3)
  // and the opt-out's paragraph, (a)(6) (as § 12D-105 cites it; § 12D-104(b) says (a)(5)), in
  // the sources below.
  {
    id: 'us-de',
    name: 'Delaware Personal Data Privacy Act',
    shortName: 'DPDPA',
    label: 'DPDPA (Delaware)',
    appliesIn: ['US-DE'],
    rights: usStateRights(
      {
        access: '6 Del. C. § 12D-104(a)(1)',
        correction: '6 Del. C. § 12D-104(a)(2)',
        erasure: '6 Del. C. § 12D-104(a)(3)',
        objection: '6 Del. C. § 12D-104(a)(6)',
      },
      DE,
    ),
    authority: {
      name: 'Delaware Department of Justice, Fraud and Consumer Protection Division',
      url: 'https://attorneygeneral.delaware.gov/fraud/personal-data-privacy-portal/frequently-asked-questions',
    },
    sources: [
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page182.html',
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page183.html',
      'https://www.recordinglaw.com/us-laws/data-privacy-laws/delaware-data-privacy-laws/dpdpa-consumer-rights/',
      'https://github.com/rafal-fryc/Parsed-Tech-Statutes',
      'https://attorneygeneral.delaware.gov/fraud/personal-data-privacy-portal/frequently-asked-questions',
    ],
  },
  // Maryland. Enacted as subtitle 46 (§ 14-4605) and codified as subtitle 47 with the same
  // subsections (§ 14-4706 cites § 14-4705(b)(7)). The time limit was read in the enacted text
  // (§ 14-4605(e)(2)), quoted in Parsed-Tech-Statutes.
  {
    id: 'us-md',
    name: 'Maryland Online Data Privacy Act',
    shortName: 'MODPA',
    label: 'MODPA (Maryland)',
    appliesIn: ['US-MD'],
    rights: usStateRights(
      {
        access: 'Md. Code, Com. Law § 14-4705(b)(2)',
        correction: 'Md. Code, Com. Law § 14-4705(b)(3)',
        erasure: 'Md. Code, Com. Law § 14-4705(b)(4)',
        objection: 'Md. Code, Com. Law § 14-4705(b)(7)',
      },
      MD,
    ),
    authority: {
      name: 'Office of the Attorney General of Maryland, Consumer Protection Division',
      url: 'https://www.marylandattorneygeneral.gov/',
    },
    sources: [
      'https://lexace.ai/us/statute/maryland/CL-14-4705',
      'https://mgaleg.maryland.gov/mgawebsite/laws/StatuteText?article=gcl&enactments=false&section=14-4706',
      'https://casetext.com/statute/code-of-maryland/article-commercial-law/title-14-miscellaneous-consumer-protection-provisions/subtitle-46-online-data-privacy-act/section-14-4605-effective-until-1012025-effective-1012025',
      'https://github.com/rafal-fryc/Parsed-Tech-Statutes',
    ],
  },
  // New Hampshire (in force 1 January 2025). The rights were read in RSA 507-H:4, I as the
  // Deskbook prints it; the time limit, see NH above.
  {
    id: 'us-nh',
    name: 'New Hampshire Data Privacy Act (RSA 507-H)',
    shortName: 'NHDPA',
    label: 'NHDPA (New Hampshire)',
    appliesIn: ['US-NH'],
    rights: usStateRights(
      {
        access: 'RSA 507-H:4, I(a)',
        correction: 'RSA 507-H:4, I(b)',
        erasure: 'RSA 507-H:4, I(c)',
        objection: 'RSA 507-H:4, I(e)',
      },
      NH,
    ),
    authority: {
      name: 'New Hampshire Department of Justice, Consumer Protection and Antitrust Bureau',
      url: 'https://www.doj.nh.gov/data-privacy-enforcement',
    },
    sources: [
      'https://online.flipbuilder.com/bzaa/mvgs/files/basic-html/page335.html',
      'https://www.doj.nh.gov/data-privacy-enforcement',
      'https://www.nfib.com/news/news/new-hampshire-consumer-privacy-act-update/',
      'https://iubenda.com/en/help/167775-new-hampshire-data-protection-act-overview',
      'https://www.recordinglaw.com/us-laws/data-privacy-laws/new-hampshire-data-privacy-laws/nhdpa-consumer-rights/',
    ],
  },
  // Kentucky (in force 1 January 2026). The rights were read in KRS 367.3615(2); the time limit,
  // see KY above.
  {
    id: 'us-ky',
    name: 'Kentucky Consumer Data Protection Act',
    shortName: 'KCDPA',
    label: 'KCDPA (Kentucky)',
    appliesIn: ['US-KY'],
    rights: usStateRights(
      {
        access: 'KRS 367.3615(2)(a)',
        correction: 'KRS 367.3615(2)(b)',
        erasure: 'KRS 367.3615(2)(c)',
        objection: 'KRS 367.3615(2)(e)',
      },
      KY,
    ),
    authority: {
      name: 'Office of the Attorney General of Kentucky',
      url: 'https://ag.ky.gov/',
    },
    sources: [
      'https://self-law.org/code/ky/367-3615',
      'https://www.recordinglaw.com/us-laws/data-privacy-laws/kentucky-data-privacy-laws/kcdpa-consumer-rights/',
    ],
  },
  // New Zealand. Access (IPP 6) and correction (IPP 7) only: the Act grants no erasure or
  // objection. 20 working days are counted as 20 business days (see nzLimit: holidays and
  // 25 December to 15 January are counted as days). The 20 days for access were read on the
  // Privacy Commissioner's page; s 44's own text was not, though s 48 names it as the limit.
  {
    id: 'nz',
    name: 'Privacy Act 2020',
    shortName: 'Privacy Act',
    label: 'Privacy Act (New Zealand)',
    appliesIn: ['NZ'],
    rights: {
      access: {
        citation: 'Privacy Act 2020, s 22, IPP 6',
        timeLimit: nzLimit('Privacy Act 2020, s 44', 'Privacy Act 2020, s 48'),
      },
      correction: {
        citation: 'Privacy Act 2020, s 22, IPP 7',
        timeLimit: nzLimit('Privacy Act 2020, s 63(1)', 'Privacy Act 2020, s 65'),
      },
    },
    authority: {
      name: 'Office of the Privacy Commissioner',
      url: 'https://www.privacy.org.nz/your-rights/making-a-complaint/complaint-form',
    },
    sources: [
      'https://privacy.org.nz/the-privacy-act-and-codes/privacy-principles/access-to-personal-information-principle-6',
      'https://communitylaw.org.nz/community-law-manual/chapter-3-dealing-with-government-agencies/getting-information-from-the-government/privacy-act-requests-getting-access-to-information-thats-about-you',
      'https://privacy.org.nz/tools/knowledge-base/view/7?t=31979_4163541635',
      'https://www.legislation.govt.nz/act/public/2020/0031/latest/LMS131557.html',
      'https://plainlanguagelaw.ackama.com/acts/LMS23193/LMS23387.html',
      'https://plainlanguagelaw.ackama.com/acts/LMS23193/LMS23408.html',
      'https://plainlanguagelaw.ackama.com/acts/LMS23193/LMS134243.html',
      'https://plainlanguagelaw.ackama.com/acts/LMS23193/LMS23416.html',
    ],
  },
] as const satisfies readonly Regime[];

export type RegimeId = (typeof REGIME_ROWS)[number]['id'];

/**
 * The regimes Reclaim writes under, each fact with its provision. A right, a time limit or a
 * regime that could not be confirmed in the law's text is left out (docs/laws.md says which).
 */
export const REGIMES: readonly (Regime & { id: RegimeId })[] = REGIME_ROWS;
