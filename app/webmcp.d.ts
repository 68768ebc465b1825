// WebMCP's declarative form attributes, which React passes through as written.
// https://developer.chrome.com/docs/ai/webmcp/declarative-api
import "react";

declare module "react" {
  interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The tool's name for browser agents. */
    toolname?: string;
    /** What the tool does, for browser agents. */
    tooldescription?: string;
  }
  interface SelectHTMLAttributes<T> extends HTMLAttributes<T> {
    /** What this parameter means, for browser agents. */
    toolparamdescription?: string;
  }
}
