import { describe, expect, test } from "vitest";
import { parseInline } from "./rich-text.ts";

describe("parseInline", () => {
  test("plain text stays one text part", () => {
    expect(parseInline("Call us today.")).toEqual([{ kind: "text", text: "Call us today." }]);
  });

  test("links, strong and configuration references in order", () => {
    expect(
      parseInline(
        "See [our nurses](/services/nursing), **24/7**: {phone:careLine} or {email:info}.",
      ),
    ).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "our nurses", href: "/services/nursing" },
      { kind: "text", text: ", " },
      { kind: "strong", text: "24/7" },
      { kind: "text", text: ": " },
      { kind: "phone", key: "careLine" },
      { kind: "text", text: " or " },
      { kind: "email", key: "info" },
      { kind: "text", text: "." },
    ]);
  });

  test("a fact reference", () => {
    expect(parseInline("We have given {fact:hoursOfCare}.")[1]).toEqual({
      kind: "fact",
      key: "hoursOfCare",
    });
  });

  test("unknown braces are left as text", () => {
    expect(parseInline("{colour:red}")).toEqual([{ kind: "text", text: "{colour:red}" }]);
  });
});
