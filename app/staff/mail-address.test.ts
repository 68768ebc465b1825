import { expect, test } from "vitest";
import { emailPattern } from "../../content/inquiry-checks.ts";
import { mailAddress } from "./mail-address.ts";

test("an ordinary address is written as it is, with a subject and body encoded", () => {
  expect(mailAddress("marie.tremblay+jobs@example.com")).toBe(
    "mailto:marie.tremblay%2Bjobs@example.com",
  );
  const link = new URL(
    mailAddress("marie@example.com", { subject: "Your interview: PSW", body: "A & B" }),
  );
  expect(link.pathname).toBe("marie@example.com");
  expect(link.searchParams.get("subject")).toBe("Your interview: PSW");
  expect(link.searchParams.get("body")).toBe("A & B");
  expect(link.search).not.toContain("+");
});

test("an address made to add a copy, a subject or a body adds nothing: it stays one address", () => {
  // Each is accepted by the forms' e-mail check (the browser's type=email rule).
  for (const hostile of [
    "me?cc=spy%40example.org&x=@example.com",
    "me?bcc=spy@example.com",
    "me&body=wire%20money@example.com",
    "me#x@example.com",
  ]) {
    expect(emailPattern.test(hostile), hostile).toBe(true);
    const link = new URL(mailAddress(hostile, { subject: "Hello" }));
    expect([...link.searchParams.keys()], hostile).toEqual(["subject"]);
    expect(decodeURIComponent(link.pathname), hostile).toBe(hostile);
  }
});
