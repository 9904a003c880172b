/** An answer as tests look at it. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  // Tests read answers as loose JSON and let their assertions check the shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Calls an emulator as `token`'s holder; the path may be absolute (a next or delta link). */
export async function call(
  baseUrl: string,
  token: string | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path.startsWith('http') ? path : `${baseUrl}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}
