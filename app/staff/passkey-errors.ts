import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { staffText } from "../../content/staff-ui.ts";

/** Why this browser cannot make or use a passkey at all, if it cannot. */
export function passkeysUnavailable(): string | undefined {
  return browserSupportsWebAuthn() ? undefined : staffText.errors.unsupported;
}

/**
 * What to tell a person when their device did not make or use a passkey. The browser says
 * NotAllowedError when they cancel or wait too long, and @simplewebauthn/browser passes it on.
 * https://simplewebauthn.dev/docs/packages/browser#error-handling
 */
export function passkeyErrorMessage(error: unknown): string {
  const { name, code, cause } = (error ?? {}) as { name?: string; code?: string; cause?: unknown };
  if (name === "NotAllowedError" || code === "ERROR_CEREMONY_ABORTED")
    return staffText.errors.cancelled;
  if (code === "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY") return passkeyErrorMessage(cause);
  return staffText.errors.generic;
}
