import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes; node-postgres hands back a Buffer, PGlite a Uint8Array, both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export type LogoFailure = 'missing' | 'unreachable';

/**
 * Company logos fetched once by the server and served from here, so the browser never contacts a
 * company's site. A row without an image records a failed fetch and when to try again, so an
 * offline machine does not retry on every request.
 */
export const companyLogos = pgTable('company_logos', {
  domain: text().primaryKey(),
  contentType: text(),
  image: bytea(),
  failure: text().$type<LogoFailure>(),
  fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retryAfter: timestamp({ withTimezone: true }),
});
