/**
 * The staff area's calls to its API (server/staff/routes.ts). State changes go as JSON, which the
 * server requires (a cross-site form cannot send it); the session cookie travels by itself.
 */

/** What the staff API answered. */
export type StaffAnswer<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

/** Calls `/api/staff${path}`; a failure of the network itself is status 0. */
export async function staffApi<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<StaffAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/staff${path}`, {
      method,
      credentials: "same-origin",
      headers: method === "GET" ? {} : { "content-type": "application/json" },
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    return { ok: false, status: 0, error: "" };
  }
  const data = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (response.ok) return { ok: true, data };
  return { ok: false, status: response.status, error: data.error ?? "" };
}

/** A person as the staff API describes them. */
export interface StaffPerson {
  id: string;
  email: string;
  name: string;
  teams: string[];
  admin: boolean;
  revoked: boolean;
}

/** The signed-in person and their session, from `GET /api/staff/me`. */
export interface Me {
  person: StaffPerson;
  /** Team keys and their names (content/site.ts). */
  teams: Record<string, string>;
  idleEndsAt: string;
  sessionEndsAt: string;
}
