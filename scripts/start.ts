/**
 * `npm start`: builds the site when the build is missing or older than its sources, then serves
 * it. A fresh clone therefore needs only `npm install && npm start`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const sources = [
  "app",
  "content",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.server-pages.config.ts",
  "package-lock.json",
];
const stamp = path.resolve(process.env.BUILD_DIR ?? "build/client", "404.html");

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log(
    builtAt ? "Sources changed since the last build: building." : "No build yet: building.",
  );
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
