import { gunzipSync } from 'node:zlib';

export interface TarFile {
  path: string;
  data: Buffer;
}

const BLOCK = 512;

/**
 * The regular files of a gzip-compressed tar archive, read in memory: enough for the repository
 * archives that `directory update` downloads (ustar headers, with pax or GNU long names).
 */
export function readTarGz(archive: Buffer): TarFile[] {
  const tar = gunzipSync(archive);
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
