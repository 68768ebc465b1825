// oidc-provider ships no types (a devDependency: the tests' OpenID Provider,
// server/staff/test-provider.ts); this is the part of its API the tests use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** A client as the provider knows it. */
  export interface ProviderClient {
    /** Sends the client a back-channel logout token for `sub` and the provider's session `sid`. */
    backchannelLogout(sub: string, sid: string): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    /** The Node request listener that answers the provider's endpoints. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    Client: { find(id: string): Promise<ProviderClient | undefined> };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
