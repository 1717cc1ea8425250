/** A small HTTP client for API tests: real fetch against the real server. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface TestApi {
  token?: string;
  get<T = any>(path: string): Promise<ApiAnswer<T>>;
  post<T = any>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  put<T = any>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  delete<T = any>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
}

export function apiClient(baseUrl: string, token?: string, headers: Record<string, string> = {}): TestApi {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'client-version': '2.83.55',
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as any };
  };
  return {
    token,
    get: (p) => call('GET', p),
    post: (p, b) => call('POST', p, b ?? {}),
    put: (p, b) => call('PUT', p, b ?? {}),
    patch: (p, b) => call('PATCH', p, b ?? {}),
    delete: (p, b) => call('DELETE', p, b),
  };
}

export async function signIn(baseUrl: string, businessUnitName: string, userName: string, password: string): Promise<TestApi> {
  const res = await apiClient(baseUrl).post('/api/Authentication/user', { businessUnitName, userName, password });
  if (res.status !== 200) throw new Error(`sign-in of ${userName}@${businessUnitName} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return apiClient(baseUrl, res.body.result.accessToken);
}

/** The seeded demo users (apps/server/src/seed/demo-users.ts). */
export const demoUsers = {
  admin: ['Demo', 'admin', 'Admin1234'],
  super: ['Demo', 'super', 'Super1234'],
  picker: ['Demo', 'picker', 'Picker1234'],
  northAdmin: ['North', 'admin', 'Admin1234'],
  globalAdmin: ['Head office', 'global', 'Global1234'],
} as const;

export function signInAs(baseUrl: string, who: keyof typeof demoUsers): Promise<TestApi> {
  const [bu, user, password] = demoUsers[who];
  return signIn(baseUrl, bu, user, password);
}
