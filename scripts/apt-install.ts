import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Installs Debian packages with apt-get when this process runs as root on a machine with apt;
 * returns false, having done nothing, anywhere else (the caller then says what to install).
 */
export function installWithApt(packages: string[]): boolean {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) return false;
  console.log(`Installing ${packages.join(", ")} with apt-get.`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env,
  });
  return true;
}
