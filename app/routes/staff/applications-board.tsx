import { data } from "react-router";
import { idPattern } from "../../../content/staff-lists.ts";
import { Board } from "../../staff/board.tsx";
import { type BoardPage, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/applications-board";

/** The board for one posting (`?posting=ID`) or all: an odd address shows all. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const chosen = new URL(request.url).searchParams.get("posting") ?? "";
  const valid = idPattern.test(chosen);
  const query = valid ? `?${new URLSearchParams([["posting", chosen]])}` : "";
  const answer = await staffApi<BoardPage>("GET", `/applications/board${query}`);
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { ...answer.data, posting: valid ? chosen : "" };
}

/** The hiring board (app/staff/board.tsx). */
export default function ApplicationsBoard({ loaderData }: Route.ComponentProps) {
  return <Board board={loaderData} />;
}

/** Not of the hiring team: the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
