import { graphBadRequest } from './graph-errors.js';
import type { Reply } from './http-kit.js';
import type { StoredMessage } from './mailbox-store.js';

// Graph's formats of a single-value extended property id: `{type} {proptag}`,
// `{type} {guid} Name {name}` and `{type} {guid} Id {number}`.
const GUID = String.raw`\{(?<guid>[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\}`;
const PROPERTY_ID = new RegExp(
  String.raw`^\s*(?<type>[a-z]+)\s+` +
    String.raw`(?:(?<tag>0x[0-9a-f]{4})|${GUID}\s+(?<kind>name|id)\s+(?<name>\S+))\s*$`,
  'i',
);
const EXPAND = /^\s*singleValueExtendedProperties\(\$filter=id\s+eq\s+'((?:[^']|'')*)'\)\s*$/i;

const TYPES = 'Binary Boolean CLSID Currency Double Float Integer Long Short String SystemTime';
const TYPE_NAMES = new Map(TYPES.split(' ').map((type) => [type.toLowerCase(), type]));

/**
 * A property id in one spelling, so ids that Graph takes as the same compare equal: the type, the
 * GUID and `Name`/`Id` in any case, the name itself case-sensitive (as Graph filters it). Null for
 * an id in none of Graph's formats.
 */
export function canonicalPropertyId(id: string): string | null {
  const groups = PROPERTY_ID.exec(id)?.groups;
  const type = TYPE_NAMES.get(groups?.type?.toLowerCase() ?? '');
  if (!groups || !type) return null;
  if (groups.tag) return `${type} 0x${groups.tag.slice(2).toUpperCase()}`;
  const kind = groups.kind?.toLowerCase() === 'name' ? 'Name' : 'Id';
  return `${type} {${groups.guid?.toLowerCase()}} ${kind} ${groups.name}`;
}

/**
 * The `singleValueExtendedProperties` of a message being written, by canonical id; or the 400
 * Graph answers for a malformed one.
 */
export function readExtendedProperties(
  input: unknown,
): { properties: Record<string, string> } | { reply: Reply } {
  const properties: Record<string, string> = {};
  if (input === undefined) return { properties };
  if (!Array.isArray(input)) {
    return { reply: graphBadRequest('singleValueExtendedProperties must be a collection.') };
  }
  for (const property of input as { id?: unknown; value?: unknown }[]) {
    const id = typeof property?.id === 'string' ? canonicalPropertyId(property.id) : null;
    if (id === null || typeof property.value !== 'string') {
      return { reply: graphBadRequest(`Invalid extended property: ${JSON.stringify(property)}.`) };
    }
    properties[id] = property.value;
  }
  return { properties };
}

/**
 * The property id of `$expand=singleValueExtendedProperties($filter=id eq '…')`; null without
 * `$expand`, a 400 for any other expansion (attachments are refused before this).
 */
export function readExpandedProperty(expand: string | null): string | null | Reply {
  if (expand === null) return null;
  const quoted = EXPAND.exec(expand)?.[1];
  const id = quoted === undefined ? null : canonicalPropertyId(quoted.replace(/''/g, "'"));
  if (id === null) {
    return graphBadRequest(
      "Only $expand=singleValueExtendedProperties($filter=id eq '…') is supported by the emulator.",
    );
  }
  return id;
}

/**
 * What a message answers for an expanded property: the property when the message has it; nothing
 * at all when it does not, as Graph leaves `singleValueExtendedProperties` out then.
 */
export function expandedProperties(
  message: StoredMessage,
  id: string | null,
): { singleValueExtendedProperties?: { id: string; value: string }[] } {
  const value = id === null ? undefined : message.extendedProperties?.[id];
  return id === null || value === undefined
    ? {}
    : { singleValueExtendedProperties: [{ id, value }] };
}
