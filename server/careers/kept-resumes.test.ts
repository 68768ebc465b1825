import { describe, expect, test } from "vitest";
import type { Resume } from "./applications.ts";
import { KeptResumes, keptResumeMs } from "./kept-resumes.ts";
import { strayAfterMs } from "./application-retention.ts";
import { receiptLifetimeMs, receipts } from "./receipts.ts";

const resume = (stored: string): Resume & { stored: string } => ({
  name: "cv.pdf",
  bytes: 10,
  state: "clean",
  stored,
  type: "application/pdf",
});

describe("kept résumés", () => {
  test("taken once, for their posting only, and only while in time, well before the sweep", () => {
    expect(keptResumeMs).toBeLessThan(strayAfterMs);
    const kept = new KeptResumes();
    kept.keep("k1", "posting-a", resume("a.pdf"), 0);
    expect(kept.take("k1", "posting-b", 1)).toBeUndefined();
    expect(kept.take("k1", "posting-a", 1)?.stored).toBe("a.pdf");
    expect(kept.take("k1", "posting-a", 2)).toBeUndefined();
    kept.keep("k2", "posting-a", resume("b.pdf"), 0);
    expect(kept.take("k2", "posting-a", keptResumeMs)).toBeUndefined();
  });
});

describe("receipts", () => {
  test("read back for their posting until their time ends; another key's are not ours", () => {
    const signer = receipts();
    const receipt = signer.issue("posting-a", "infected", 0);
    expect(signer.read(receipt, "posting-a", 1)).toBe("infected");
    expect(signer.read(receipt, "posting-a", receiptLifetimeMs + 1)).toBeUndefined();
    expect(signer.read(receipt, "posting-b", 1)).toBeUndefined();
    expect(receipts().read(receipt, "posting-a", 1)).toBeUndefined();
    expect(signer.read(["a", "b"], "posting-a", 1)).toBeUndefined();
  });
});
