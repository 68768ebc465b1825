/**
 * The server's settings, from environment variables, checked once at start. A wrong value stops
 * the server with a message naming the variable, instead of failing later on a visitor's request.
 */
import path from "node:path";
import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The built site (react-router build, then scripts/postbuild.ts). */
  BUILD_DIR: z.string().min(1).default("build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set when a proxy in front terminates TLS, so the client's address and scheme are its own. */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export type ServerConfig = {
  port: number;
  host: string;
  buildDir: string;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  trustProxy: boolean;
};

/** Reads the settings, or throws one error listing every variable that is wrong. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join("\n")}`);
  }
  const values = result.data;
  return {
    port: values.PORT,
    host: values.HOST,
    buildDir: path.resolve(values.BUILD_DIR),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
  };
}
