import { gunzipSync } from 'node:zlib';

export interface TarFile {
  path: string;
  data: Buffer;
}

const BLOCK = 512;

/**
 * The most an archive may unpack to. The datenanfragen repository unpacks to about 5 MB (July
 * 2026); a small download that unpacks past this is a gzip bomb, refused before it fills memory.
 */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** An archive that would unpack past the limit. */
export class ArchiveTooLargeError extends Error {
  constructor(limit: number) {
    super(`The archive unpacks to more than ${Math.round(limit / (1024 * 1024))} MB; refused.`);
    this.name = 'ArchiveTooLargeError';
  }
}

/**
 * The regular files of a gzip-compressed tar archive, read in memory: enough for the repository
 * archives that `directory update` downloads (ustar headers, with pax or GNU long names). Throws
 * {@link ArchiveTooLargeError} when it would unpack past `maxUnpackedBytes`.
 */
export function readTarGz(archive: Buffer, maxUnpackedBytes = MAX_UNPACKED_BYTES): TarFile[] {
  const tar = gunzipWithin(archive, maxUnpackedBytes);
  const files: TarFile[] = [];
  let longPath: string | undefined;
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = readSize(header);
    const type = String.fromCharCode(header[156] ?? 0);
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      longPath = readPaxPath(data) ?? longPath;
    } else if (type === 'L') {
      longPath = readString(data, 0, data.length);
    } else if (type === 'g') {
      // A global pax header (git archive puts the commit id there): nothing to read.
    } else {
      const path = longPath ?? headerPath(header);
      longPath = undefined;
      if (type === '0' || type === '\0') files.push({ path, data });
    }
  }
  return files;
}

function gunzipWithin(archive: Buffer, maxBytes: number): Buffer {
  try {
    // zlib stops inflating at the limit, so a bomb costs at most `maxBytes` of memory.
    return gunzipSync(archive, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ArchiveTooLargeError(maxBytes);
    }
    throw error;
  }
}

function headerPath(header: Buffer): string {
  const name = readString(header, 0, 100);
  const isUstar = readString(header, 257, 6).startsWith('ustar');
  const prefix = isUstar ? readString(header, 345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
}

function readSize(header: Buffer): number {
  if ((header[124] ?? 0) & 0x80) throw new Error('Tar entries over 8 GB are not supported.');
  const octal = readString(header, 124, 12).trim();
  return octal ? Number.parseInt(octal, 8) : 0;
}

/** Pax records read `<length> <key>=<value>\n`; only `path` matters here. */
function readPaxPath(data: Buffer): string | undefined {
  let path: string | undefined;
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    if (space === -1) break;
    const length = Number.parseInt(data.toString('utf8', offset, space), 10);
    if (!Number.isFinite(length) || length <= 0) break;
    const record = data.toString('utf8', space + 1, offset + length - 1);
    if (record.startsWith('path=')) path = record.slice('path='.length);
    offset += length;
  }
  return path;
}

function readString(buffer: Buffer, start: number, length: number): string {
  const end = buffer.indexOf(0, start);
  const stop = end === -1 || end > start + length ? start + length : end;
  return buffer.toString('utf8', start, stop);
}
