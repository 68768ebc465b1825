import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { site } from "../../content/site.ts";
import { zonedMoment } from "../contact/business-days.ts";
import type { InterviewMailJob } from "./applications.ts";
import { interviewMessage } from "./interview-mail.ts";

const job = (overrides: Partial<InterviewMailJob> = {}): InterviewMailJob => ({
  id: 1,
  kind: "invitation",
  attempts: 0,
  applicationId: "a1",
  language: "en",
  email: "marie@example.com",
  postingId: "p1",
  postingTitle: "Personal Support Worker",
  interview: {
    id: "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
    day: "2026-12-03",
    time: "14:00",
    minutes: 45,
    place: "100 Example Street, Toronto",
    link: "",
    interviewerId: "p9",
    sequence: 0,
    cancelledAt: null,
  },
  ...overrides,
});

const options = {
  from: "website@example.org",
  nameOf: (id: string) => (id === "p9" ? "Hana Hiring" : undefined),
  titleOf: () => undefined,
};

/** The calendar file's one event, read back by ical.js (Mozilla's parser, Thunderbird's). */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // The zone the file describes, so that its times are read as Toronto's.
  for (const zone of calendar.getAllSubcomponents("vtimezone"))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const component = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, component, event: new ICAL.Event(component) };
}

describe("an interview's e-mail", () => {
  test("the invitation's calendar file: DTSTART in Toronto time, the summary, the location, its UID and the accommodation sentence", async () => {
    const message = await interviewMessage(job(), options);
    expect(message.icalEvent.method).toBe("REQUEST");
    const ics = message.icalEvent.content;
    expect(ics).toMatch(/^DTSTART;TZID=America\/Toronto:20261203T140000\r$/m);
    const { calendar, component, event } = eventOf(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.startDate.zone.tzid).toBe("America/Toronto");
    expect(event.startDate.toString()).toBe("2026-12-03T14:00:00");
    // The moment it names is 2 p.m. in Toronto (19:00 UTC in December), 45 minutes long.
    expect(event.startDate.toJSDate().toISOString()).toBe(zonedMoment("2026-12-03", "14:00"));
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      45 * 60_000,
    );
    expect(event.summary).toBe(`Interview: Personal Support Worker (${site.name})`);
    expect(event.location).toBe("100 Example Street, Toronto");
    expect(event.uid).toBe(`0f1e2d3c4b5a69788796a5b4c3d2e1f0@${new URL(site.origin).hostname}`);
    expect(event.sequence).toBe(0);
    expect(event.description).toContain("With: Hana Hiring");
    expect(event.description).toContain("Accommodation is available for the interview");
    expect(component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    // The e-mail says the same, in the applicant's words and Toronto's time.
    expect(message.subject).toBe("Interview invitation: Personal Support Worker");
    expect(message.text).toContain("When: Thursday, December 3, 2026 at 2:00");
    expect(message.text).toContain("(Toronto time), about 45 minutes");
    expect(message.text).toContain("Where: 100 Example Street, Toronto");
    expect(message.text).toContain("Accommodation is available for the interview");
    expect(message.to).toBe("marie@example.com");
  });

  test("in summer, in French, by video: the time is still Toronto's (EDT), the words French, the link the location", async () => {
    const message = await interviewMessage(
      job({
        language: "fr",
        kind: "change",
        interview: {
          ...job().interview,
          day: "2027-07-05",
          time: "09:30",
          place: "",
          link: "https://meet.example.org/abc",
          sequence: 2,
        },
      }),
      options,
    );
    const { event } = eventOf(message.icalEvent.content);
    expect(event.startDate.toString()).toBe("2027-07-05T09:30:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-07-05T13:30:00.000Z");
    expect(event.location).toBe("https://meet.example.org/abc");
    expect(event.sequence).toBe(2);
    expect(message.subject).toMatch(/^Votre entrevue a changé/);
    expect(message.text).toContain("lundi 5 juillet 2027");
    expect(message.text).toMatch(/Des mesures d.adaptation sont offertes/);
  });

  test("a cancellation cancels the same event: METHOD:CANCEL, STATUS:CANCELLED, the same UID, a higher SEQUENCE", async () => {
    const message = await interviewMessage(
      job({ kind: "cancellation", interview: { ...job().interview, sequence: 1 } }),
      options,
    );
    const { calendar, component, event } = eventOf(message.icalEvent.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toMatch(/^0f1e2d3c4b5a69788796a5b4c3d2e1f0@/);
    expect(event.sequence).toBe(1);
    expect(message.subject).toBe("Your interview is cancelled: Personal Support Worker");
  });
});
