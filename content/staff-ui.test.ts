import { expect, test } from "vitest";
import { sentence, staffText } from "./staff-ui.ts";

test("a sentence that ends with a time or an abbreviation gets no second full stop", () => {
  expect(sentence("Last used: Nov 23, 2026, 9:14 p.m.")).toBe("Last used: Nov 23, 2026, 9:14 p.m.");
  expect(sentence("Last used: never")).toBe("Last used: never.");
  expect(sentence("Is it done?")).toBe("Is it done?");
  expect(staffText.passkeys.dates("Nov 23, 2026, 9:14 p.m.", "never")).toBe(
    "Added: Nov 23, 2026, 9:14 p.m. Last used: never.",
  );
  expect(staffText.inbox.updated("9:14 a.m.")).toBe("Updated at 9:14 a.m.");
});
