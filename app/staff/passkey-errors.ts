import { staffText } from "../../content/staff-ui.ts";

/**
 * What to tell a person when their device did not make or use a passkey. The browser says
 * NotAllowedError when they cancel or wait too long, and @simplewebauthn/browser says when the
 * browser has no WebAuthn. https://simplewebauthn.dev/docs/packages/browser#error-handling
 */
export function passkeyErrorMessage(error: unknown): string {
  const name = (error as { name?: string; code?: string })?.name;
  const code = (error as { code?: string })?.code;
  if (name === "NotAllowedError" || code === "ERROR_CEREMONY_ABORTED")
    return staffText.errors.cancelled;
  if (code === "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY")
    return passkeyErrorMessage((error as { cause?: unknown }).cause);
  return staffText.errors.generic;
}
