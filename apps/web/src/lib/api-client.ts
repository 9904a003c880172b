import { notifySessionExpired } from './session-events';

export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields: { path: string; message: string }[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? `Request failed (${status})`);
  }
}

/**
 * Calls the API with the session cookie. A 401 means the session ended: the app shows the
 * session-expired dialog (spec §8) and reloads.
 */
export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  if (response.status === 401) notifySessionExpired();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, body);
  }
  return (await response.json()) as T;
}
