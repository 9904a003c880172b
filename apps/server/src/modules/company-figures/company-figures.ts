import { COMPANY_FIGURES_MIN_PEOPLE, type CompanyFigures } from '@reclaim/contract';
import { companyAnswerFigures, deletionRequests, type Database } from '@reclaim/db';
import { inArray, isNotNull, sql, type SQL } from 'drizzle-orm';

/**
 * How each company answers data subject requests, counted over every person's sent requests
 * (decision 78). A request is answered when the company first replied in its conversation or
 * the person said it answered by post or phone; it counts towards the shares once its answer
 * came or its due date passed, unless it bounced. Only companies that at least
 * `COMPANY_FIGURES_MIN_PEOPLE` different people asked get a row, and an address is called
 * unreliable only when as many people wrote to it: no figure can be traced to a person.
 */
export async function computeCompanyFigures(db: Database, now: Date): Promise<number> {
  const r = deletionRequests;
  // Inside a subquery the request's id is named with its table: a select of one table names its
  // own columns bare, and a bare "id" there would be the answer's.
  const sent = db.$with('sent').as(
    db
      .select({
        domain: r.domain,
        userId: r.userId,
        recipient: r.recipient,
        sentAt: r.sentAt,
        dueAt: r.dueAt,
        outcome: r.outcome,
        isBounced: sql<boolean>`${r.status} = 'failed'`.as('is_bounced'),
        answeredAt: sql<Date | null>`least(${r.firstRepliedAt}, (
          select min(a.said_at) from request_answers a where a.request_id = deletion_requests.id
        ))`.as('answered_at'),
        isSentToForm: sql<boolean>`exists (
          select 1 from request_answers a where a.request_id = deletion_requests.id and a.kind = 'web-form'
        )`.as('is_sent_to_form'),
      })
      .from(r)
      .where(isNotNull(r.sentAt)),
  );
  const people = sql`count(distinct ${sent.userId})`;
  const enoughPeople = sql`${people} >= ${COMPANY_FIGURES_MIN_PEOPLE}`;
  const reached = sql`not ${sent.isBounced}`;
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const figures = await db
    .with(sent)
    .select({
      domain: sent.domain,
      people: sql<number>`${people}::int`,
      requests: sql<number>`count(*)::int`,
      settled: count(
        sql`${reached} and (${sent.answeredAt} is not null or ${sent.dueAt} <= ${now})`,
      ),
      answeredOnTime: count(sql`${reached} and ${sent.answeredAt} <= ${sent.dueAt}`),
      fulfilled: count(sql`${reached} and ${sent.outcome} = 'fulfilled'`),
      medianDaysToAnswer: sql<number | null>`round(percentile_cont(0.5) within group (
          order by extract(epoch from ${sent.answeredAt} - ${sent.sentAt}) / 86400
        ) filter (where ${reached} and ${sent.answeredAt} is not null))::int`,
    })
    .from(sent)
    .groupBy(sent.domain)
    .having(enoughPeople);
  const unreliable = await db
    .with(sent)
    .select({ domain: sent.domain, recipient: sent.recipient })
    .from(sent)
    .groupBy(sent.domain, sent.recipient)
    .having(
      sql`${enoughPeople} and 2 * count(*) filter (where ${sent.isBounced} or ${sent.isSentToForm}) >= count(*)`,
    )
    .orderBy(sent.domain, sent.recipient);
  const contactsOf = new Map<string, string[]>();
  for (const { domain, recipient } of unreliable) {
    contactsOf.set(domain, [...(contactsOf.get(domain) ?? []), recipient]);
  }
  await db.transaction(async (tx) => {
    await tx.delete(companyAnswerFigures);
    if (figures.length === 0) return;
    await tx.insert(companyAnswerFigures).values(
      figures.map((row) => ({
        ...row,
        unreliableContacts: contactsOf.get(row.domain) ?? [],
        computedAt: now,
      })),
    );
  });
  return figures.length;
}

/** The figures of these companies, for those that have them. */
export async function findCompanyFigures(
  db: Database,
  domains: readonly string[],
): Promise<CompanyFigures[]> {
  const rows = await db
    .select()
    .from(companyAnswerFigures)
    .where(inArray(companyAnswerFigures.domain, [...domains]));
  return rows.map((row) => ({
    domainName: row.domain,
    people: row.people,
    requests: row.requests,
    answeredOnTimePercent: percent(row.answeredOnTime, row.settled),
    medianDaysToAnswer: row.medianDaysToAnswer,
    fulfilledPercent: percent(row.fulfilled, row.settled),
    unreliableContacts: row.unreliableContacts,
    computedAt: row.computedAt.toISOString(),
  }));
}

function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((100 * part) / whole);
}
