/**
 * The staff area's words (app/routes/staff/). Browser-safe: no page text, no zod. Keyed so that a
 * French edition can add an object of the same shape.
 */
import { resumeMaxMegabytes } from "./application-form.ts";
import { applicationWords as englishApplication } from "./en/application-form.ts";
import type { Locale } from "./locale.ts";

/**
 * A text as a sentence: ended with a full stop unless it already ends with one (a time such as
 * "9:14 p.m.", an abbreviation) or with ? or !. Every text that can end with a formatted time
 * is closed with this, never with a "." written after it.
 */
export function sentence(text: string): string {
  return /[.?!…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}

/** A number of days, one or more: "1 day", "90 days". */
export function daysText(count: number): string {
  return count === 1 ? "1 day" : `${count.toLocaleString("en-CA")} days`;
}

export const staffText = {
  areaName: "Staff area",
  /** What the e-mails to a department or the hiring team say (server/contact/outbox.ts). */
  mail: {
    /** A moment from its day and time in Toronto: "Friday, November 20, 2026, 9:05 a.m. (Toronto time)". */
    moment: (day: string, time: string) => `${day}, ${time} (Toronto time)`,
  },
  loading: "Loading the staff area…",
  needsScript:
    "The staff area needs JavaScript. Turn it on in your browser's settings, or use another browser.",
  nav: {
    label: "Staff area",
    inbox: "Inbox",
    menu: "Menu",
    newCount: (count: number) => `${count} new`,
    overdueCount: (count: number) => `${count} overdue`,
    /** Job applications past the 45-day date, beside the Applications link. */
    lateApplications: (count: number) => `${count} past the 45-day date`,
    passkeys: "Your passkeys",
    people: "People",
    audit: "Audit trail",
    report: "Report",
    postings: "Job postings",
    applications: "Applications",
    signOut: "Sign out",
  },
  /** Who is signed in, with their teams when they are named. */
  signedInAs: (name: string, teams: string) =>
    teams ? `Signed in as ${name} (${teams})` : `Signed in as ${name}`,
  signIn: {
    title: "Sign in to the staff area",
    intro:
      "Sign in with the passkey on your phone or computer. Your device will ask for your PIN, fingerprint or face.",
    button: "Sign in with a passkey",
    working: "Waiting for your device…",
    lostDevice:
      "Lost or replaced your device? Ask an administrator for a new sign-up link; it lets you make a passkey on your new device.",
    expired:
      "You were signed out because your session ended. Sign in again to go on where you were.",
    /** The button of sign-in with the organisation's account (decision 022). */
    organisation: (organisation: string) => `Sign in with your ${organisation} account`,
    organisationIntro:
      "Use the work account you sign in to e-mail with. It may ask for your password and a second step, such as a code on your phone.",
    passkeyHeading: "Or with a passkey",
    /** When administrators require the organisation's account: passkeys are for emergencies. */
    passkeyEmergency:
      "Passkeys here are for the emergency administrator only, when the organisation's sign-in is down.",
    /** Why a sign-in through the organisation's account did not let someone in (`?refused=`). */
    refused: {
      "no-team":
        "Your organisation account is not in a group that gives access to the staff area. If you need access, ask your manager or an administrator to add you to the right group, then sign in again.",
      revoked:
        "An administrator has ended your access to the staff area. Ask an administrator if you think this is a mistake.",
      "passkey-only":
        "This account is the emergency administrator's: it signs in with its passkey only.",
      cancelled: "Sign-in was cancelled at your organisation's sign-in page. Nothing changed.",
      expired: "The sign-in took too long or was already used. Please sign in again.",
      unreachable:
        "Your organisation's sign-in could not be reached. Please try again in a few minutes.",
      failed:
        "Your organisation's answer could not be checked, so you were not signed in. Please try again; if it happens again, tell an administrator (the audit trail has the details).",
      "organisation-required":
        "Passkeys no longer sign in here: please sign in with your organisation account.",
    } as Record<string, string>,
    refusedTitle: "You were not signed in",
  },
  errors: {
    cancelled:
      "Nothing happened: the request was cancelled or timed out. Try again when you are ready.",
    unsupported:
      "This browser cannot use passkeys. Please use an up-to-date Chrome, Edge, Firefox or Safari.",
    network: "We could not reach the server. Check your connection and try again.",
    generic: "Something went wrong. Please try again.",
  },
  welcome: {
    title: "Welcome to the staff area",
    greeting: (name: string) => `Welcome, ${name}.`,
    intro:
      "Make a passkey to sign in from now on. There is no password: your device keeps the key and asks for your PIN, fingerprint or face.",
    button: "Make a passkey",
    working: "Waiting for your device…",
    missingToken:
      "This page needs the sign-up link from your invitation. Open the link you were sent.",
    checking: "Checking your sign-up link…",
  },
  passkeys: {
    title: "Your passkeys",
    intro:
      "Each device you sign in with has its own passkey. Add one for a second device, so that losing one device does not lock you out.",
    /** "Added: Nov 23, 2026, 9:14 p.m. Last used: never." */
    dates: (added: string, lastUsed: string) =>
      `${sentence(`Added: ${added}`)} ${sentence(`Last used: ${lastUsed}`)}`,
    never: "Never",
    add: "Add a passkey",
    remove: (label: string) => `Remove ${label}`,
    removeButton: "Remove",
    /** A new passkey's name in the list, with the day it was added. */
    label: (day: string) => `Passkey added ${day}`,
    confirmRemove: "Remove this passkey? You can no longer sign in with it.",
    confirmRemoveLast:
      "This is your only passkey. Removing it signs you out everywhere, and you will need a new sign-up link from an administrator.",
    cancel: "Cancel",
    addedMessage: "Passkey added.",
    removedMessage: "Passkey removed.",
  },
  people: {
    title: "People",
    tableCaption: "Everyone with access to the staff area",
    name: "Name",
    email: "E-mail",
    teams: "Teams",
    role: "Role",
    status: "Status",
    actions: "Actions",
    admin: "Administrator",
    member: "Member",
    active: "Active",
    revoked: "Access ended",
    invited: "Invited, not signed up yet",
    linkUntil: (time: string) => sentence(`Their sign-up link works until ${time}`),
    lapsed: "Invited, not signed up: the link expired",
    viaOrganisation: "Signs in with the organisation account",
    organisationManaged:
      "Their teams follow their groups at the organisation: a change here lasts until their next sign-in.",
    lapsedHint: "Invite them again for a new link.",
    newLinkUntil: (time: string) => sentence(`A new sign-up link works until ${time}`),
    invite: {
      heading: "Invite someone",
      intro:
        "They get a sign-up link that works once, for 24 hours. To help someone who lost their device, invite them again with the same e-mail.",
      email: "Work e-mail",
      name: "Name",
      teams: "Teams",
      admin: "Administrator (sees every team, manages people, reads the audit trail)",
      submit: "Make a sign-up link",
      linkLabel: (name: string) => `Sign-up link for ${name}`,
      linkHelp: (time: string) =>
        sentence(`Copy it now and send it to them: it is shown only once, and works until ${time}`),
      copy: "Copy the link",
      copied: (name: string) => `Copied. Paste it into an e-mail or a message to ${name}.`,
      copyFallback:
        "This browser did not let the page copy it. The link is selected in the box above: press Ctrl+C (⌘C on a Mac) to copy it, or on a phone touch and hold it, then choose Copy.",
    },
    edit: {
      summary: (name: string) => `Change ${name}'s teams`,
      save: "Save teams",
      saved: (name: string) => `${name}'s teams were saved.`,
    },
    signIn: {
      heading: "How people sign in",
      intro:
        "People can sign in with their organisation account, or with a passkey. Requiring the organisation account means that someone who leaves the organisation, or leaves its staff groups, loses access within the hour, passkey or not.",
      require:
        "Require the organisation account (passkeys stop signing in, except the emergency administrator's)",
      breakGlass: "Emergency administrator (signs in with a passkey only)",
      breakGlassHint:
        "An administrator with a passkey, who can still sign in when the organisation's sign-in is down. Keep that passkey somewhere safe.",
      none: "Nobody",
      save: "Save how people sign in",
      saved: "Saved.",
    },
    revoke: {
      button: (name: string) => `End ${name}'s access`,
      confirm: (name: string) =>
        `End ${name}'s access now? Their sessions end at once and their passkeys stop working.`,
      confirmButton: "End access",
      cancel: "Cancel",
      done: (name: string) => `${name}'s access has ended.`,
    },
  },
  audit: {
    title: "Audit trail",
    intro:
      "Every sign-in, every change and every view of personal information is recorded here, and each row is linked to the one before, so that a change to the record shows.",
    filters: "Filter",
    filtersSummary: "Filter by person, action, inquiry or date",
    person: "Person",
    anyone: "Anyone",
    action: "Action",
    anyAction: "Any action",
    since: "From",
    until: "Before",
    apply: "Show",
    download: "Download as CSV",
    tableCaption: "Audit rows, newest first",
    number: "No.",
    time: "Time",
    client: "From",
    detail: "Detail",
    commandLine: "Command line",
    visitor: "Not signed in",
    none: "No rows match.",
    inquiry: "Inquiry",
    inquiryFilter: "Inquiry reference",
    inquiryFilterHint: "The whole reference, or its first 8 characters or more.",
    /** An inquiry in the trail, by the first characters of its reference. */
    inquiryRef: (reference: string) => `Inquiry ${reference}`,
    /** An inquiry that is gone (deleted after the retention period) or never was. */
    inquiryGone: (reference: string) => `${reference} (no longer exists)`,
    showingInquiry: (reference: string) => `Only rows about inquiry ${reference}.`,
    everything: "Show every inquiry",
    /** What a denied call asked for (server/staff/audit-words.ts), by route. */
    asked: (thing: string) => `Asked for ${thing}`,
    /** A job posting a change names: its English title and its address's last part. */
    posting: (title: string, slug: string) => `Posting “${title}” (address: ${slug})`,
    things: {
      inquiry: "an inquiry that is not in their teams, or does not exist",
      inquiryChange: "a change to an inquiry that is not in their teams, or does not exist",
      inquiryNote: "a note on an inquiry that is not in their teams, or does not exist",
      inquiryCall: "a call on an inquiry that is not in their teams, or does not exist",
      inquiryHold: "a hold on an inquiry (administrators only)",
      people: "the People page (administrators only)",
      audit: "the audit trail (administrators only)",
      report: "the report (administrators only)",
      postings: "the job postings (the hiring team and administrators only)",
      applications: "the job applications (the hiring team and administrators only)",
      passkey: "removing a passkey that is not theirs",
      other: "a part of the staff area they may not use",
    },
    reasons: {
      "too many attempts": "too many attempts in a minute",
      "unknown or used challenge": "the request had expired or was already used",
      "unknown passkey": "a passkey this site does not know",
      "access revoked": "their access had been ended",
      "verification failed": "the device's answer could not be checked",
      "passkey already registered": "that passkey was already registered",
      "not in a mapped group":
        "their organisation account is in no group that gives access (OIDC_GROUPS)",
      "too many groups":
        "the provider left out their groups (more than it sends): map app roles instead (OIDC_GROUPS_CLAIM=roles)",
      "no e-mail": "the provider gave no e-mail address for them",
      "e-mail of another account": "their e-mail belongs to someone linked to another account",
      "break-glass passkey only": "the emergency administrator signs in with a passkey only",
      "organisation sign-in required": "administrators require the organisation's sign-in",
      "provider unreachable": "the organisation's sign-in could not be reached",
      "provider refused": "the organisation's sign-in said no or its answer failed a check",
      "provider refused the check": "the organisation's sign-in no longer accepts them",
      "logout token refused":
        "a logout said to come from the organisation's sign-in failed its checks (nobody was signed out)",
      used: "the link had already been used",
      expired: "the link had expired",
      unknown: "not a link this site made",
    } as Record<string, string>,
    because: (reason: string) => `Because ${reason}`,
    sessionLimit: {
      idle: "Nothing was done for too long",
      absolute: "The session reached its longest allowed time",
      check:
        "The hourly check with the organisation's sign-in was due, and it gave no way to check",
      "organisation required": "Administrators now require the organisation's sign-in",
    } as Record<string, string>,
    viaOrganisation: "With the organisation account",
    withPasskey: "With a passkey",
    signInPolicy: (required: boolean, breakGlass: string) =>
      required
        ? `Organisation sign-in required; emergency administrator: ${breakGlass}`
        : "Organisation sign-in not required",
    inviteFor: (person: string) => `Sign-up link for ${person}`,
    teamsOf: (person: string, teams: string, admin: boolean) =>
      `${person}: ${teams}; ${admin ? "administrator" : "member"}`,
    noTeam: "no team",
    accessOf: (person: string) => `${person}'s access`,
    unknownPerson: "someone no longer in the list",
    change: (from: string, to: string) => `${from} → ${to}`,
    nobody: "Nobody",
    /** A view of the inbox as a listing or an export recorded it. */
    view: (parts: string[]) => `View: ${parts.join("; ")}`,
    viewStatus: {
      open: "open work",
      due: "due today",
      all: "all",
      "all but spam": "all but spam",
    } as Record<string, string>,
    allTheirTeams: "all their teams",
    onlyTheirs: "only those assigned to them",
    received: (from: string, to: string) => `received ${from} to ${to}`,
    anyDay: "any day",
    searched: "with a search (its words are not recorded)",
    page: (page: number, shown: number, total: number) =>
      `page ${page}, ${shown} of ${total} shown`,
    exported: (format: string, count: number) =>
      `${format.toUpperCase()}, ${count === 1 ? "1 inquiry" : `${count} inquiries`}`,
    exportedAs: (format: string) => `As ${format.toUpperCase()}`,
    noteWords: "The note's words are kept with the inquiry, not in the trail",
    call: (outcome: string) => outcome,
    nextAttempt: (time: string) => `next attempt ${time}`,
    withNote: "with a note (its words are kept with the inquiry)",
    replyWords: (language: string, delayed: boolean) =>
      `in ${language}${delayed ? ", held a day" : ""}; its words are kept with the record, not in the trail`,
    deleted: (count: number, before: string, days: number) =>
      `${count === 1 ? "1 inquiry" : `${count} inquiries`} closed before ${before} (kept ${daysText(days)})`,
    withResume: "its résumé too",
    applicationsDeleted: (count: number, before: string, days: number, strays: number) =>
      `${count === 1 ? "1 application" : `${count} applications`} not hired, last changed before ${before} (kept ${daysText(days)})${strays > 0 ? `; ${strays} résumé ${strays === 1 ? "file" : "files"} of no application` : ""}`,
    restored: (archive: string, takenAt: string) => `From ${archive}, taken ${takenAt}`,
    digest: (choice: string) => `Morning e-mail: ${choice}`,
    report: (weeks: number, team: string) => `${weeks} weeks, ${team}`,
    /** A job application, by the first characters of its reference (never the applicant's name). */
    application: (reference: string) => `Application ${reference}`,
    /** The same person's other records shown beside one (its reference), and theirs. */
    related: (count: number, of: string, shown: string[]) =>
      `${count} shown beside ${of}: ${shown.join(", ")}`,
    inquiryReference: (reference: string) => `inquiry ${reference}`,
    applicationNote: "the note's words are kept with the application, not in the trail",
    interview: (day: string, tellBy: string) => `interview on ${day}; tell them by ${tellBy}`,
    interviewChanged: (from: string, to: string, tellBy: string | null) =>
      `interview ${from} → ${to}; ${tellBy ? `tell them by ${tellBy}` : "no 45-day date"}`,
    interviewCancelled: (day: string, tellBy: string | null) =>
      `interview on ${day} cancelled; ${tellBy ? `tell them by ${tellBy}` : "no 45-day date now"}`,
    applicantTold: "the applicant is sent an e-mail",
    applicationsMoved: (moved: number, refused: number, stage: string) =>
      `${moved === 1 ? "1 application" : `${moved} applications`} moved to ${stage}${refused > 0 ? `; ${refused} not moved (changed by someone else meanwhile)` : ""}`,
    applicationsView: (parts: string[], count: number) =>
      `${count === 1 ? "1 application" : `${count} applications`}; ${parts.length > 0 ? parts.join("; ") : "no filter"}`,
    applicationFilter: {
      posting: (title: string | null) => (title ? `posting “${title}”` : "one posting"),
      region: (region: string) => `region ${region}`,
      stage: (stage: string) => `stage ${stage}`,
      language: (language: string) => `applied in ${language}`,
      overdue: "overdue only",
      dueSoon: "due within a week, or past",
      byTellBy: "by the 45-day date",
    },
  },
  /** The report for administrators (app/routes/staff/report.tsx, server/staff/report.ts). */
  report: {
    title: "How the teams are doing",
    intro: (days: number) =>
      `Per team and per week (Monday to Sunday, Toronto time): inquiries received, how long they waited for a first contact (a call that reached the person or left a message, or Waiting for caller or Done), and how many went past the reply promise (the end of the ${days === 1 ? "next business day" : `${days}th business day`}).`,
    filters: "Choose the weeks and the team",
    weeks: "Weeks",
    weeksOption: (weeks: number) => `The last ${weeks} weeks`,
    team: "Team",
    allTeams: "all teams",
    allTeamsOption: "All teams",
    apply: "Show",
    download: "Download as CSV",
    tableCaption: "Per team and per week, newest week first",
    week: "Week of",
    received: "Received",
    contacted: "Contacted",
    median: "Median time to first contact",
    p90: "90th percentile",
    late: "Past the promise",
    waiting: "Not contacted yet",
    unknown: "First contact not recorded",
    none: "No inquiries in these weeks.",
    emptyLeftOut:
      "A week in which a team received nothing is left out here; the CSV has every week.",
    notApplicable: "none contacted",
    howMeasured:
      "Times are counted on the clock, weekends and nights included. An inquiry not contacted yet and past its promise counts as past it, whatever its status: calls with no answer or to a wrong number are attempts, not a contact. Spam is counted as received only, as are inquiries stored before first contacts were recorded.",
    minutes: (count: number) => `${count} min`,
    hours: (hours: number, minutes: number) =>
      minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
    days: (days: number, hours: number) => (hours === 0 ? `${days} d` : `${days} d ${hours} h`),
  },
  /** The morning e-mail of counts (server/staff/digest.ts) and its setting. */
  digest: {
    heading: "Morning e-mail",
    intro: (time: string) =>
      `On working mornings at ${time} (Toronto time), an e-mail with counts only: how many of your teams' inquiries are due today, overdue and new, as the inbox counts them (for the hiring team, also how many job applications are new and past their 45-day date), and a link to the inbox. It never holds names, phone numbers or anyone's words.`,
    off: "The server sends no morning e-mails: mail is not set up, or DIGEST_AT is off.",
    legend: "Send me the morning e-mail",
    choices: {
      auto: "When inquiries are assigned to me (the default)",
      always: "Every working morning",
      off: "Never",
    },
    save: "Save",
    saved: "Saved.",
    /**
     * Only what is not zero, the most pressing first: the inquiries due today (how many of them
     * overdue), then new ones; the job applications past their 45-day date, then new ones (issue
     * 39: "0 new, 0 due today, 0 overdue" used to come before the one line that mattered).
     */
    subject: (
      counts: { new: number; dueToday: number; overdue: number },
      applications?: { new: number; overdue: number },
    ) => {
      const inquiries = [
        counts.dueToday > 0
          ? `${counts.dueToday} due today${counts.overdue > 0 ? ` (${counts.overdue} overdue)` : ""}`
          : "",
        counts.new > 0 ? `${counts.new} new` : "",
      ].filter(Boolean);
      const jobs = [
        applications && applications.overdue > 0
          ? `${applications.overdue} past the 45-day date`
          : "",
        applications && applications.new > 0 ? `${applications.new} new` : "",
      ].filter(Boolean);
      const parts = [
        inquiries.length > 0 ? `Inquiries: ${inquiries.join(", ")}` : "",
        jobs.length > 0 ? `Job applications: ${jobs.join(", ")}` : "",
      ].filter(Boolean);
      return parts.length > 0 ? parts.join("; ") : "Inquiries: nothing waiting this morning";
    },
    body: (
      counts: { new: number; dueToday: number; overdue: number },
      link: string,
      settings: string,
      /** For the hiring team: the job applications' counts, and the hiring inbox's address. */
      applications?: { new: number; overdue: number; link: string },
    ) =>
      [
        "Good morning.",
        "",
        // The inquiries are left out for someone with none, here only for the applications.
        ...(applications && counts.new + counts.dueToday === 0
          ? []
          : [
              "Your teams' inquiries, as the inbox counts them now:",
              "",
              `  Due today:  ${counts.dueToday}  (by the end of today, Toronto time; overdue ones included)`,
              `  Overdue:    ${counts.overdue}`,
              `  New:        ${counts.new}`,
              "",
              "Open the inbox (you sign in with your passkey):",
              link,
              "",
            ]),
        ...(applications
          ? [
              "Job applications:",
              "",
              `  Past the 45-day date:   ${applications.overdue}  (interviewed, and not yet told whether a decision is made)`,
              `  New:                    ${applications.new}`,
              "",
              "Open the applications:",
              applications.link,
              "",
            ]
          : []),
        "This e-mail holds counts only, on purpose: the inquiries and applications stay on our own server.",
        `To stop it, or to have it every working morning: ${settings}`,
      ].join("\n"),
  },
  inbox: {
    title: "Inbox",
    /** The reply promise as the inbox states it (content/site.ts `replyBusinessDays`). */
    promise: (days: number) =>
      `Reply by the end of the ${days === 1 ? "next business day" : `${days}th business day`} after an inquiry arrives (Toronto time; weekends and Ontario's public holidays do not count), by phone first. A New inquiry past that is marked Overdue and comes first.`,
    views: "Views",
    view: {
      open: "Open",
      new: "New",
      "in-progress": "In progress",
      waiting: "Waiting for caller",
      due: "Due today",
      done: "Done",
      spam: "Spam",
      all: "All",
    },
    filters: "Filter, search, download",
    filtersInUse: (count: number) => `${count} in use`,
    team: "Team",
    allTeams: "All your teams",
    teamOpen: (team: string, open: number) => `${team} (${open} open)`,
    mine: "Only those assigned to me",
    from: "Received from",
    to: "Received to",
    search: "Search names, e-mail, phone and messages",
    apply: "Show",
    clear: "Clear filters",
    download: "Download this view:",
    csv: "CSV (spreadsheet)",
    json: "JSON",
    count: (total: number) =>
      total === 1 ? "1 inquiry" : `${total.toLocaleString("en-CA")} inquiries`,
    overdueCount: (count: number) => `${count} overdue`,
    none: "No inquiries match.",
    listLabel: (view: string) => `Inquiries: ${view}`,
    keysButton: "Keyboard keys (?)",
    received: "Received",
    ago: (words: string) => `received ${words}`,
    assignee: "Assigned to",
    nobody: "Nobody",
    unread: "Unread",
    overdue: "Overdue",
    due: (time: string) => `Due ${time}`,
    noName: "(no name given)",
    callShort: "Call",
    call: (name: string, phone: string) => `Call ${name}, ${phone}`,
    today: "today",
    updated: (time: string) => sentence(`Updated at ${time}`),
  },
  /** The pages of a paged list (the inbox, the hiring inbox): app/staff/page-links.tsx. */
  paging: {
    pages: "Pages",
    previous: "Previous page",
    next: "Next page",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  /** The keys of the inbox and of an inquiry, listed by `?`. */
  keys: {
    title: "Keyboard keys",
    intro: "They work anywhere on the page except while typing in a field.",
    list: [
      ["j", "Next inquiry (in the list, or the next one from an inquiry)"],
      ["k", "Previous inquiry"],
      ["Enter", "Open the inquiry chosen in the list"],
      ["a", "On an inquiry: assign it to me"],
      ["c", "On an inquiry: log a call"],
      ["d", "On an inquiry: mark it done"],
      ["u", "On an inquiry: back to the inbox"],
      ["?", "Show these keys"],
      ["Esc", "Close a dialog"],
    ] as [string, string][],
    close: "Close",
  },
  inquiry: {
    title: (name: string) => `Inquiry from ${name}`,
    back: "Back to the inbox",
    details: "What they sent",
    reference: "Reference",
    team: "Team",
    language: "Language",
    /** Shown when the visitor wrote in French: the reply should be in French too. */
    answerIn: (language: string) => `Written in ${language}: call back and reply in ${language}.`,
    call: (phone: string) => `Call ${phone}`,
    write: (email: string) => `E-mail ${email}`,
    notGiven: "(not given)",
    /** The best time to call back, when the visitor left it unchosen. */
    noPreference: "No preference",
    mailed: "Department e-mail sent",
    notMailed: "Department e-mail not sent yet",
    handling: "Handling",
    status: "Status",
    assignee: "Assigned to",
    nobody: "Nobody",
    moveTo: "Team (move it when the visitor chose the wrong one)",
    save: "Save changes",
    saved: "Saved.",
    movedAway: (team: string) => `Moved to ${team}. It is no longer in your inbox.`,
    notes: "Notes",
    notesIntro: "Notes are for your colleagues. They cannot be changed or deleted.",
    noNotes: "No notes yet.",
    addNote: "Add a note",
    noteAdded: "Note added.",
    hold: "Hold",
    held: "On hold: it will not be deleted until the hold is lifted.",
    notHeld: "Not on hold: once closed, it is deleted after the retention period.",
    holdHelp:
      "Put an inquiry on hold while someone has asked for their information or made a complaint.",
    placeHold: "Put on hold",
    liftHold: "Lift the hold",
    history: "History",
    received: "Received through the website",
    changedElsewhere: "Someone else changed this inquiry. It now shows their change.",
    work: "Work on this inquiry",
    assignToMe: "Assign to me",
    assigned: "Assigned to you.",
    assignedToYou: "Assigned to you",
    markDone: "Mark done",
    markedDone: "Marked done.",
    /** Marks it done and opens the next inquiry of the view the person came from. */
    doneNext: "Done, next",
    viewDone: "Marked done. That was the last inquiry of this view.",
    /** The handling controls folded in a phone's bottom bar: where it stands, in a line. */
    handlingSummary: (status: string, assignee: string, team: string) =>
      `${status} · ${assignee} · ${team}`,
    /** The same person's other inquiries (same e-mail or phone), each a link. */
    related: "Same person's other inquiries",
    relatedIntro:
      "Matched by e-mail address or phone number. Only your teams' inquiries are shown.",
    relatedItem: (name: string, received: string, status: string, team: string) =>
      `${name}, received ${received}: ${status}, ${team}`,
    previous: "Previous",
    previousName: "Previous inquiry",
    next: "Next",
    nextName: "Next inquiry",
    position: (index: number, total: number) => `${index} of ${total} in this view`,
    replyDue: (day: string) => `Reply due by the end of ${day}`,
    replyOverdue: (day: string) => `Overdue: the reply was due by the end of ${day}`,
    nextAttemptAt: (time: string) => `Next call planned: ${time}`,
    attemptOverdue: (time: string) => `Overdue: a call was planned for ${time}`,
    calls: "Calls",
    noCalls: "No calls logged yet.",
    logCall: "Log a call",
    outcome: "What happened?",
    outcomes: {
      reached: "Reached them",
      voicemail: "Left a voicemail",
      "no-answer": "No answer",
      "wrong-number": "Wrong number",
    },
    reachedMoves: "Reaching them moves a New inquiry to In progress.",
    callNote: "Note (optional)",
    nextAttempt: "Next attempt",
    nextAttemptHint:
      "Toronto time. The inquiry comes back to the top of the queue then, marked Due.",
    attemptNone: "None planned",
    attemptLaterToday: (time: string) => `Later today, ${time}`,
    attemptTomorrow: (day: string) => `Tomorrow, ${day}, 9:00 a.m.`,
    attemptNextBusinessDay: (day: string) => `Next business day, ${day}, 9:00 a.m.`,
    attemptOther: "Another day and time",
    attemptDay: "Day",
    attemptDayHint: "For example 2026-12-01, or pick it from the calendar.",
    attemptTime: "Time",
    attemptTimeHint: "Left empty: 9:00 a.m.",
    attemptNoDay: "Choose the day of the next attempt, or choose None planned.",
    attemptBadDay: (from: string, to: string) =>
      `Type a real day between ${from} and ${to}, as YYYY-MM-DD, or pick it from the calendar.`,
    attemptBadTime: "Type a real time, such as 9:30 a.m., or leave it empty for 9:00 a.m.",
    attemptPast: "The next attempt must be later than now.",
    saveCall: "Log the call",
    cancel: "Cancel",
    chooseOutcome: "Choose what happened on the call.",
    callLogged: (outcome: string) => `Call logged: ${outcome}.`,
    callPlanned: (outcome: string, time: string) =>
      `Call logged: ${outcome}. Next attempt: ${time}`,
    callNextAttempt: (time: string) => `Next attempt: ${time}`,
    callEntry: (outcome: string) => outcome,
  },
  /** Answering a family or an applicant by e-mail from the record (app/staff/reply-form.tsx). */
  replies: {
    heading: "E-mail replies",
    none: "No e-mail reply sent from here yet.",
    write: "Write a reply",
    to: (email: string) => `To ${email}`,
    noAddress: "They gave no e-mail address: call them instead.",
    savedReply: "Start from a saved reply",
    noSavedReply: "None: write your own",
    insert: "Use this text",
    subject: "Subject",
    body: "Your reply",
    bodyHint: (language: string, max: number) =>
      `Write in ${language}, the language they wrote in. At most ${max.toLocaleString("en-CA")} characters.`,
    language: (language: string) => `In ${language}`,
    replyTo: (mailbox: string) =>
      `Their answer comes back to the team's mailbox, ${mailbox}, not to you.`,
    consent:
      "Keep health details out of e-mail. Ontario's privacy commissioner (IPC) expects the person's consent before their health information goes by e-mail: call them instead, or note here that they agreed.",
    delayed: "This one goes out a day after you send it: until then it can be cancelled here.",
    send: "Send the reply",
    sending: "Sending…",
    sent: (email: string) => `Reply queued to ${email}. It goes out within a minute.`,
    scheduled: (time: string) => sentence(`Reply saved. It goes out ${time}`),
    status: {
      waiting: (time: string) => sentence(`Goes out ${time}`),
      queued: "Going out",
      sent: (time: string) => sentence(`Sent ${time}`),
      cancelled: (time: string) => sentence(`Cancelled ${time}; never sent`),
    },
    by: (name: string, time: string) => `${name}, ${time}`,
    cancel: "Cancel this reply",
    cancelled: "Reply cancelled. It will not be sent.",
    keptText:
      "Someone replied to them while you were writing. Read their reply below; your text is still in the form, to send as well or to change.",
  },
  /** The administrators' page of saved replies (app/routes/staff/saved-replies.tsx). */
  savedReplies: {
    title: "Saved replies",
    intro:
      "The texts each team starts a reply from, in both languages. Keep health details out of them: they go to anyone.",
    team: "Team",
    titleIn: (language: string) => `Name (${language})`,
    bodyIn: (language: string) => `Words (${language})`,
    delay: "Sent a day after it is written, so that it can be cancelled.",
    save: "Save the saved reply",
    saved: (title: string) => `Saved: ${title}.`,
  },
  idle: {
    title: "Still there?",
    text: (minutes: number) =>
      `You will be signed out in ${minutes} minute${minutes === 1 ? "" : "s"} because nothing has happened for a while.`,
    stay: "Stay signed in",
  },
  /** What the staff API says when it refuses (server/staff/), shown as the page's alert. */
  api: {
    signIn: "Please sign in.",
    notFound: "Not found.",
    badShape: (where: string, issues: string) =>
      `The request's ${where} is not what this address takes: ${issues}.`,
    otherSite: "Requests must come from the staff area itself.",
    json: "Send JSON.",
    tooMany: "Too many attempts. Wait a minute and try again.",
    providerUnreachable:
      "Your organisation's sign-in could not be reached to confirm your access. Try again in a few minutes.",
    organisationRequired:
      "Passkeys no longer sign in here: please sign in with your organisation account.",
    badPolicy: {
      noOrganisation: "Organisation sign-in is not set up on this server (OIDC_ISSUER).",
      noBreakGlass:
        "Name the emergency administrator first: someone must be able to sign in if the organisation's sign-in is down.",
      breakGlassNotAdmin:
        "The emergency administrator must be an administrator whose access is active.",
      breakGlassNoPasskey:
        "The emergency administrator needs a passkey before this can be turned on.",
    },
    signInFailed: "That passkey did not sign you in. Please try again.",
    conflict:
      "Someone else changed this inquiry while you were looking at it. Nothing of yours was saved: here is what they changed.",
    closedMeanwhile:
      "Someone closed this inquiry while you were logging the call, so the call was not logged: a follow-up planned on a closed inquiry would never come back. Log it again to reopen the inquiry, or log it without the next attempt.",
    badStatus: "Choose a status from the list.",
    badTeam: "Choose a team from the list.",
    badAssignee: "Choose someone from the inquiry's team, or an administrator.",
    noVersion:
      "The change did not say which version it was made from (If-Match). Reload the page and make it again.",
    badVersion: 'If-Match must name one version, written "7".',
    badAttempt: "Choose a real day and time for the next attempt.",
    noApplication: "There is no such application.",
    applicationChanged:
      "Someone else changed this application after you opened it. Nothing of yours was saved: here it is as it is now, with what changed.",
    noResume: "This application has no résumé that can be downloaded.",
    badInterviewDay: "Choose a real day of the calendar for the interview.",
    farInterviewDay: "The interview's day must be within a year of today.",
    badInterviewTime: "Choose the interview's time as a clock shows it, such as 14:30.",
    interviewWhere:
      "Say where the interview happens, or give the phone number or video link to join by.",
    badInterviewer: "Choose the interviewer from the hiring team.",
    noInterview: "This application has no such interview, or it was cancelled.",
    bulkEmpty: "Choose at least one application first.",
    pastAttempt: "The next attempt must be later than now.",
    replyEmpty: "Write the reply first.",
    replyTooLong: (max: number) =>
      `A reply can be at most ${max.toLocaleString("en-CA")} characters.`,
    oneLine: "The subject must be one line.",
    noEmail: "They gave no e-mail address to reply to.",
    noSuchSavedReply: "That saved reply does not exist.",
    notCancellable: "That reply went out already, or was cancelled.",
    repliedMeanwhile:
      "Someone replied to them while you were writing. Your text is kept: read their reply first.",
    noteEmpty: "Write the note first.",
    noteTooLong: (max: number) => `A note can be at most ${max} characters.`,
    tooLate: "This took too long or was already done. Please try again.",
    notChecked: "Your device's answer could not be checked. Please try again.",
    invite: {
      unknown: "This sign-up link is not valid. Ask an administrator for a new one.",
      used: "This sign-up link was already used. Ask an administrator for a new one.",
      expired:
        "This sign-up link has expired (links work for 24 hours). Ask an administrator for a new one.",
    },
  },
  postings: {
    title: "Job postings",
    intro:
      "Postings go on the Careers page as soon as they are published, in English and French. Every published version is kept for 3 years after it comes down.",
    tableCaption: "Every posting, newest change first",
    posting: "Posting",
    status: "Status",
    statuses: { draft: "Draft", open: "Open", closed: "Closed" },
    /** What a refused change's notice calls the version on the site, and an empty field. */
    publishedAt: "Version on the site, published",
    nothing: "nothing",
    /** A pay as the notice says it: "$24.50 to $28 per hour". */
    payWords: (min: number, max: number | null, unit: string) =>
      `$${min}${max === null ? "" : ` to $${max}`} per ${unit.toLowerCase()}`,
    changedDraft: "Changes not published yet",
    closesOn: "Closes on",
    actions: "Actions",
    edit: (title: string) => `Edit ${title}`,
    publish: "Publish",
    publishChanges: "Publish the changes",
    /** Where Publish was, once there is nothing to publish: it keeps the place, so nothing moves into it. */
    upToDate: "On the site as it is",
    close: "Close",
    /** Close asks once: the posting comes off the Careers page and its address says it closed. */
    closeQuestion: (title: string) => `Close ${title}?`,
    closeExplained:
      "It comes off the Careers page at once, and its page tells visitors it has closed. You can reopen it later.",
    closeConfirm: "Close the posting",
    closeCancel: "Keep it open",
    reopen: "Reopen",
    exportJson: "Download every version (JSON)",
    exportCsv: "Download every version (CSV)",
    newPosting: "New posting",
    form: {
      newHeading: "New posting",
      editHeading: (title: string) => `Edit: ${title}`,
      /** The list of the form's sections at its top, and each section's heading. */
      sectionsLabel: "Jump to a part of the form:",
      sections: {
        job: "The job",
        work: "Hours, duties and requirements",
        pay: "Pay",
        applying: "Applying and closing",
      },
      english: "English",
      french: "French",
      title: "Job title",
      summary: "One line on the role (on the card)",
      hours: "Hours or shifts",
      duties: "Duties",
      requirements: "Requirements",
      requirementsHint:
        "Ontario's law forbids asking for Canadian experience: a posting that does is refused.",
      group: "Group",
      asks: "What the application form also asks",
      asksHint:
        "Every form asks for contact details, region, availability, languages and a résumé. A new posting starts with what its group usually asks, until you choose.",
      certificate: "Certificate or registration",
      certificates: {
        none: "None",
        psw: "PSW certificate (the applicant answers yes or no)",
        cno: "College of Nurses of Ontario registration number",
      },
      driving: "Driver's licence and car (for visits from home to home)",
      regions: "Regions",
      employmentType: "Employment type",
      employmentTypes: { "full-time": "Full-time", "part-time": "Part-time", casual: "Casual" },
      pay: "Pay (Canadian dollars)",
      payHint:
        "One figure, or a range. A range may be at most $50,000 a year wide unless its top is over $200,000; an hourly range counts as 2,080 hours a year.",
      payUnit: "Paid by the",
      payUnits: { hour: "Hour", year: "Year" },
      payMin: "Pay (or bottom of the range)",
      payMax: "Top of the range (empty for one figure)",
      existingVacancy: "This posting is for an existing vacancy",
      aiScreening: "Artificial intelligence is used to screen, assess or select applicants",
      aiSentence: "How artificial intelligence is used (shown on the posting)",
      closesOn: "Closing date (optional: it closes by itself after this day)",
      save: "Save draft",
      cancel: "Cancel",
      saved: (title: string) => `${title} was saved.`,
      published: (title: string) => `${title} is published.`,
      closed: (title: string) => `${title} is closed.`,
      reopened: (title: string) => `${title} is open again.`,
      /** A publish, close or reopen refused: the row changed before the click reached it. */
      notDone: (title: string, changes: readonly string[]) =>
        `Nothing was done: ${title} changed before your click reached it${changes.length > 0 ? ` (${changes.join("; ")})` : ""}. The list shows it as it is now.`,
    },
    /** The editor's refusals in plain words, beside each field and in the summary above them. */
    fieldErrors: {
      /** The summary's heading, which takes focus. */
      summary: (count: number) =>
        count === 1 ? "1 thing to fix before saving" : `${count} things to fix before saving`,
      /** A field's name with its language, as the summary's links say it. */
      inLanguage: (label: string, language: "en" | "fr") =>
        `${label} (${language === "en" ? "English" : "French"})`,
      /** A summary line: the field, then what to do. */
      line: (label: string, words: string) => `${label}: ${words}`,
      /** A publish refused from the list: what to fix first, each field in words. */
      cannotPublish: (title: string, lines: readonly string[]) =>
        `${title} cannot be published yet. Edit it first: ${lines.join("; ")}.`,
      reasons: {
        "canadian-experience":
          "Remove 'Canadian experience': Ontario's law does not allow it in a job posting.",
        missing: "Write this in English and in French before publishing.",
        "no-title": "Give the posting a job title in English.",
        "no-region": "Choose at least one region.",
        "closed-already": "The closing date has passed: choose a later day, or none.",
        "repeated-region": "Choose each region once.",
        "not-positive": "Write a pay above $0.",
        "top-below-bottom":
          "The top of the range is below its bottom: raise it, or leave it empty for one figure.",
        "too-wide":
          "Make the range narrower: at most $50,000 a year apart (an hourly range counts 2,080 hours), unless its top is over $200,000 a year.",
        too_big: "This is too long: shorten it.",
        invalid_format: "Write a day of the calendar.",
        other: "Check this field.",
      },
    },
    groups: {
      "personal-support": "Personal Support",
      nursing: "Nursing",
      "senior-companions": "Senior Companions",
      administration: "Administration",
    },
    regions: { toronto: "Toronto", peel: "Peel", york: "York" },
    errors: {
      missing: "needed in English and in French before publishing",
      noRegion: "choose at least one region",
      closedAlready: "the closing date has passed",
      repeatedRegion: "a region is named twice",
      noSuchDay: "not a day of the calendar",
      canadianExperience:
        "asks for Canadian experience, which Ontario's Employment Standards Act forbids in a job posting",
      pay: {
        "not-positive": "the pay must be more than $0",
        "top-below-bottom": "the top of the range is below its bottom",
        "too-wide":
          "the range is wider than $50,000 a year (allowed only when its top is over $200,000 a year)",
      },
      notFound: "There is no such posting.",
      notOpen: "Only an open posting can be closed.",
      notClosed: "Only a closed posting can be reopened.",
      cannotPublish: (problems: string) => `It cannot be published yet: ${problems}`,
      changedMeanwhile:
        "Someone else changed this posting after you opened it. Nothing of yours was saved: here it is as it is now, with what changed.",
    },
  },
  /** An application's interviews (app/staff/interview-section.tsx): planned, changed, cancelled. */
  interviews: {
    planned: "Planned",
    cancelled: "Cancelled",
    plan: "Plan an interview",
    change: (when: string) => `Change the interview of ${when}`,
    changeButton: "Change",
    cancelButton: "Cancel interview",
    cancelLabel: (when: string) => `Cancel interview of ${when}`,
    day: "Day",
    time: "Time (Toronto)",
    minutes: "Length in minutes",
    place: "Place",
    placeHint:
      "The address, as the applicant will read it. Leave it empty for a phone or video interview.",
    link: "Phone number or video link",
    linkHint: "How the applicant joins, if not in person.",
    interviewer: "Interviewer",
    tell: "E-mail the applicant, with a calendar file, in their language",
    tellChange: "E-mail the applicant the change, with a calendar file",
    tellCancel: "E-mail the applicant that it is cancelled",
    noEmail: "The applicant gave no e-mail address: tell them by phone.",
    save: "Save the interview",
    saveChange: "Save the change",
    keep: "Keep it as it was",
    confirmCancel: (when: string) => `Cancel the interview of ${when}?`,
    confirmCancelText:
      "It stays in the application's history as cancelled. The 45-day date then follows the latest interview that still stands.",
    with: (name: string) => `with ${name}`,
    saved: (when: string, tellBy: string) =>
      `Interview saved for ${when}. Tell the applicant by ${tellBy}.`,
    changed: (when: string) => `Interview changed to ${when}.`,
    cancelledSaid: "Interview cancelled.",
  },
  /** The hiring board (app/routes/staff/applications-board.tsx): a column per stage. */
  board: {
    title: "Hiring board",
    link: "Board by stage",
    listLink: "List of applications",
    intro:
      "A column for each stage. Move a card with its Move to button: the card goes to the stage you choose, and the board says so.",
    countsCaption: "Applications at each stage, by posting",
    posting: "Posting",
    allPostings: "All postings",
    show: "Show",
    column: (stage: string, count: number) => `${stage} (${count.toLocaleString("en-CA")})`,
    more: (shown: number, total: number) =>
      `${shown.toLocaleString("en-CA")} of ${total.toLocaleString("en-CA")} shown: the list holds them all.`,
    empty: "None",
    moveTo: "Move to…",
    moveLabel: (name: string) => `Move to… (${name})`,
    moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
    tellBy: (day: string) => `Tell by ${day}`,
    staleMove: (name: string, stage: string) =>
      `${name} was not moved: someone changed this application after the board was read. It is at ${stage} now.`,
    moveAnyway: (stage: string) => `Move to ${stage} anyway`,
    keepTheirs: (stage: string) => `Leave it at ${stage}`,
  },
  /**
   * The hiring list's bulk Not selected (app/staff/bulk-not-selected.tsx): applications chosen by
   * their boxes, asked once, then what became of each.
   */
  bulkNotSelected: {
    column: "Choose",
    choose: (name: string) => `Choose ${name}`,
    chooseAll: (count: number) =>
      count === 1 ? "Choose the 1 on this page" : `Choose all ${count} on this page`,
    action: (count: number) => `Not selected (${count})`,
    hint: "Choose applications with their boxes to mark them Not selected together.",
    confirmTitle: (count: number) =>
      count === 1
        ? "Mark 1 application Not selected?"
        : `Mark ${count.toLocaleString("en-CA")} applications Not selected?`,
    confirmText:
      "Each applicant is sent the saved reply “Not selected”, in their language, a day from now; until then it can be cancelled on their application. Anyone without an e-mail address is not written to: tell them by phone. An application someone else changed meanwhile is left as it is.",
    confirm: (count: number) => `Mark ${count.toLocaleString("en-CA")} Not selected`,
    cancel: "Go back",
    heading: "What happened",
    summary: (done: number, left: number) =>
      `${done === 1 ? "1 application" : `${done.toLocaleString("en-CA")} applications`} marked Not selected${left > 0 ? `; ${left.toLocaleString("en-CA")} left as ${left === 1 ? "it was" : "they were"}` : ""}.`,
    done: (when: string) => sentence(`Not selected. The saved reply goes ${when}`),
    doneNoEmail: "Not selected. No e-mail address: tell them by phone.",
    already: "Already Not selected: left as it was, nothing sent.",
    stale: (stage: string) =>
      `Left as it was: someone else changed it after the list was read (it is at ${stage} now). Open it to decide again.`,
    missing: "No longer there: it was deleted meanwhile.",
  },
  /**
   * An application's "…, next" (app/routes/staff/application.tsx): the stage saved, then the next
   * application of the list's view the person came from, as an inquiry's "Done, next".
   */
  applicationNext: {
    saveNext: "Save, next",
    moved: (name: string, stage: string) =>
      `${name} moved to ${stage}. This is the next application of your list.`,
    lastOne: (name: string, stage: string) =>
      `${name} moved to ${stage}. That was the last application of your list.`,
  },
  /** The hiring inbox (app/routes/staff/applications.tsx, application.tsx). */
  applications: {
    title: "Job applications",
    /** Said on the list after an application was deleted from its page. */
    deleted: "The application was deleted, with its résumé and notes.",
    /** `days`: content/application-form.ts `daysToTellApplicant`. */
    intro: (days: number) =>
      `Applications sent from the Careers page come here, to the hiring team only. Once an applicant has had an interview, they must be told within ${daysText(days)} whether a decision has been made (Ontario's Employment Standards Act); past that day the application is overdue.`,
    /** The overdue count, said first on the page. */
    overdue: (count: number, days: number) =>
      count === 1
        ? `1 application is overdue: the applicant was not told within ${daysText(days)} of their last interview.`
        : `${count.toLocaleString("en-CA")} applications are overdue: the applicants were not told within ${daysText(days)} of their last interview.`,
    noneOverdue: "No application is overdue.",
    dueSoon: (count: number) =>
      count === 1
        ? "1 more must be told within the week to come."
        : `${count.toLocaleString("en-CA")} more must be told within the week to come.`,
    showDueSoon: "Due this week",
    order: "Order",
    orderNewest: "Newest first",
    orderTellBy: "By the 45-day date, soonest first",
    showOverdue: "Show only the overdue ones",
    filters: "Filter the applications",
    search: "Search names, e-mail and phone",
    searched: (words: string) => `Search: ${words}`,
    posting: "Posting",
    anyPosting: "All postings",
    region: "Region",
    anyRegion: "All regions",
    stage: "Stage",
    anyStage: "All stages",
    /** The language filter: who speaks it (ticked it on the form, or applied in it). */
    language: "Speaks",
    anyLanguage: "Any language",
    overdueOnly: (days: number) => `Only overdue (past the ${days}-day date)`,
    apply: "Show",
    clear: "Clear filters",
    download: "Download these applications (CSV)",
    count: (count: number) =>
      count === 1 ? "1 application" : `${count.toLocaleString("en-CA")} applications`,
    none: "No applications match.",
    /** An address kept past the list's last page (the page links lead back to it). */
    noneOnPage: "There are no applications on this page.",
    tableCaption: "Applications, newest first",
    columns: {
      received: "Received",
      reference: "Reference",
      name: "Name",
      phone: "Phone",
      email: "E-mail",
      posting: "Posting",
      region: "Region",
      language: "Applied in",
      stage: "Stage",
      lastInterview: "Last interview",
      tellBy: "Tell by",
      overdue: "Overdue",
      days: "Days they can work",
      shifts: "Shifts",
      languages: "Languages they speak",
      otherLanguages: "Other languages",
      pswCertificate: "PSW certificate",
      cnoNumber: "College of Nurses registration number",
      driversLicence: "Driver's licence",
      car: "Car",
      accommodation: "Accommodation asked for",
      resume: "Résumé",
    },
    stages: {
      new: "New",
      screening: "Screening",
      interview: "Interview",
      offer: "Offer",
      hired: "Hired",
      "not-selected": "Not selected",
      withdrawn: "Withdrawn",
    },
    /** The form's own English words (content/en/application-form.ts). */
    days: englishApplication.choices.days,
    shifts: englishApplication.choices.shifts,
    /** What became of the résumé: its scan, or why it was refused. */
    resumeStates: {
      clean: "Scanned, clean",
      "not-scanned": "Not scanned: no virus scanner is set up on the server",
      "scan-failed":
        "Not scanned: the virus scanner did not answer (tell whoever runs the server). Open it with care.",
      empty: "Refused: the file was empty",
      tooLarge: `Refused: larger than ${resumeMaxMegabytes} MB`,
      notAllowed: "Refused: not a PDF, Word (DOCX) or OpenDocument (ODT) file",
      unsafeArchive: "Refused: its contents could unpack to far more than its size (a zip bomb)",
      infected: "Refused: the virus scanner found something in it",
    },
    yes: "Yes",
    no: "No",
    nothing: "None",
    notAsked: "Not asked for this posting",
    notGiven: "(not given)",
    asksAccommodation: "Asks for an accommodation",
  },
  application: {
    title: (name: string) => `Application from ${name}`,
    deleteHeading: "Delete this application",
    deleteIntro:
      "When the applicant asks, or once a hired person's file is with HR. Applications not hired are deleted by themselves after the retention period.",
    deleteButton: "Delete the application",
    deleteConfirm: (name: string) => `Delete the application from ${name}?`,
    deleteConfirmText:
      "Its answers, résumé, interviews and notes are deleted for good. The audit trail keeps only that it was deleted, by whom and when.",
    keep: "Keep it",
    back: "Back to the applications",
    details: "What they sent",
    reference: "Reference",
    received: "Received",
    call: (phone: string) => `Call ${phone}`,
    write: (email: string) => `E-mail ${email}`,
    /** The accommodation, set apart (AODA: accommodation in recruitment). */
    accommodationHeading: "They asked for an accommodation",
    accommodationHint:
      "Plan it before you contact them about an interview, and keep it between you and them.",
    /**
     * Ontario's accessibility law at the next steps of hiring, with the words to give the
     * applicant in their language (content/<language>/application-form.ts, accommodationNotices).
     */
    accommodationNotice: {
      interview: "When you invite them to an interview",
      offer: "When you make the offer",
      hint: (language: string) =>
        `Ontario's accessibility law (AODA) asks you to tell them this. Say it in these words or your own; they applied in ${language}.`,
      write: "Write to them with these words",
    },
    resume: "Résumé",
    noResume: "They sent no résumé.",
    download: (name: string) => `Download ${name}`,
    downloadHint:
      "It downloads as a file: open it with your computer's own viewer, not in the browser.",
    bytes: (bytes: number) =>
      bytes < 1024 * 1024
        ? `${Math.max(1, Math.round(bytes / 1024))} KB`
        : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
    stage: "Stage",
    stageChanged: (when: string) => sentence(`Since ${when}`),
    moveTo: "Move to stage",
    saveStage: "Save the stage",
    stageSaved: (stage: string) => `Moved to ${stage}.`,
    interviews: "Interviews",
    noInterviews: "No interview recorded yet.",
    interviewDay: "Day of the interview",
    interviewHint: (days: number) =>
      `Record each interview, on the day it took place or is planned. The applicant must be told within ${daysText(days)} of the last one whether a decision has been made.`,
    recordInterview: "Record the interview",
    interviewRecorded: (day: string, tellBy: string) =>
      sentence(`Interview on ${day} recorded. Tell the applicant by ${tellBy}`),
    tellBy: (day: string) => sentence(`Tell the applicant by ${day} whether a decision is made`),
    overdue: (day: string) =>
      sentence(`Overdue: the applicant should have been told by ${day} whether a decision is made`),
    decided: (days: number) =>
      `Offer, Hired, Not selected and Withdrawn mean the applicant has been told: the ${days}-day date ends.`,
    notes: "Notes",
    notesIntro: "Notes are for the hiring team. They cannot be changed or deleted.",
    noNotes: "No notes yet.",
    /** How many notes, as a refused change's notice says what changed (conflict-notice.tsx). */
    noteCount: (count: number) =>
      count === 0 ? "No notes" : count === 1 ? "1 note" : `${count.toLocaleString("en-CA")} notes`,
    addNote: "Add a note",
    noteAdded: "Note added.",
    work: "Work on this application",
    /** The stage and interview controls folded in a phone's bottom bar: where it stands. */
    workSummary: (stage: string, interview: string | null) =>
      interview ? `${stage} · interview ${interview}` : stage,
    /** The same person's other applications (same e-mail or phone), each a link. */
    related: "Same person's other applications",
    relatedIntro: "Matched by e-mail address or phone number.",
    relatedItem: (name: string, posting: string, received: string, stage: string) =>
      `${name}, ${posting}, received ${received}: ${stage}`,
  },
  notFound: {
    title: "Not found",
    text: "There is nothing at this address in the staff area.",
    home: "Go to the staff area's home",
    inquiryTitle: "We can't show you this inquiry",
    inquiryText: (days: number) =>
      `It may belong to a team you are not in, or it may no longer exist: inquiries are deleted ${daysText(days)} after they are closed. If you need it, ask an administrator, who can open every team's inquiries.`,
    /** For an administrator, who may open every team's inquiries. */
    inquiryGoneText: (days: number) =>
      `It no longer exists, or the address is not quite right: inquiries are deleted ${daysText(days)} after they are closed.`,
    inquiryTrail: "What the audit trail holds about it",
    inbox: "Back to the inbox",
  },
  /**
   * A change refused because someone else changed the record first (decision 028): shown next to
   * the fields, with what they changed and what this person chose, kept.
   */
  conflict: {
    heading: "Someone else changed this while you were working",
    /** One field: "Status: New → Done, by Carl Nguyen at Nov 26, 10:02 a.m." */
    change: (label: string, from: string, to: string, by: string | null, at: string | null) =>
      `${label}: ${from || "nobody"} → ${to || "nobody"}${by ? `, by ${by}` : ""}${at ? ` at ${at}` : ""}`,
    kept: "Nothing of yours was saved yet. Your choices are still in the form below.",
    applyMine: "Apply my changes on top",
    keepTheirs: "Keep theirs",
    applied: "Your changes were applied on top of theirs.",
  },
  /** Who else has an inquiry or an application open (decision 028). */
  presence: {
    /** On the record's page: "Carl Nguyen is editing. Ana Lee is viewing." */
    onPage: (others: readonly { name: string; editing: boolean }[]) =>
      others
        .map(
          (other) => `${other.name || "A colleague"} is ${other.editing ? "editing" : "viewing"}.`,
        )
        .join(" "),
    /** On the record's line in a list: "Editing: Carl Nguyen · Viewing: Ana Lee". */
    onLine: (others: readonly { name: string; editing: boolean }[]) =>
      [true, false]
        .map((editing) => {
          const names = others.filter((other) => other.editing === editing);
          return names.length === 0
            ? ""
            : `${editing ? "Editing" : "Viewing"}: ${names.map((other) => other.name || "a colleague").join(", ")}`;
        })
        .filter(Boolean)
        .join(" · "),
    /** The list's filter. */
    onlyFree: "Only those nobody else has open",
  },
  /** A page change or a request that takes long, or fails. */
  connection: {
    loading: "Loading…",
    failedTitle: "The page could not be loaded",
    failed:
      "We could not reach the server, or it could not answer. Check your connection and try again; nothing you typed on the page before was sent or lost.",
    retry: "Try again",
    actionFailed:
      "We could not reach the server, so nothing was saved. What you typed is still here: check your connection and try again.",
    /** After the server's own words for a failure on its side (with a reference to give). */
    serverFailed: "Nothing was saved; what you typed is still here.",
  },
};

export type StaffText = typeof staffText;

/**
 * Where an inquiry stands, in the order staff move it. Done and Spam are closed: kept for the
 * retention period (RETENTION_DAYS), then deleted. Spam is out of the inbox's default view.
 */
export const inquiryStatuses = {
  new: "New",
  "in-progress": "In progress",
  waiting: "Waiting for caller",
  done: "Done",
  spam: "Spam",
} as const;

export type InquiryStatus = keyof typeof inquiryStatuses;

/** The site's languages by name, as staff and the department e-mail read them. */
export const languageNames = { en: "English", fr: "French" } as const satisfies Record<
  Locale,
  string
>;

/** The statuses after which an inquiry counts as closed. */
export const closedStatuses: readonly InquiryStatus[] = ["done", "spam"];

/**
 * What meets the reply promise: the first contact (decision 019, amended by 028). A call counts
 * when it reached the person or left them a message; "No answer" and "Wrong number" are attempts,
 * and the inquiry stays due (overdue once the promise has passed) until one of these. A status
 * counts when it says they were answered: Waiting for caller (we answered, they are to call back)
 * or Done. In progress does not: it says someone has it, not that the family heard from us. The
 * inbox's store sets `first_contact_at` by this rule alone, and the list's Overdue, the morning
 * e-mail and the weekly report all read that one column.
 */
export const firstContact = {
  /** The calls' outcomes that are a contact. */
  outcomes: ["reached", "voicemail"] as readonly string[],
  /** The statuses that say the family was answered. */
  statuses: ["waiting", "done"] as readonly InquiryStatus[],
};

/**
 * Every action the audit trail records, with the words the Audit trail page shows for it. The
 * server can write no other (server/staff/store.ts types its rows with these keys).
 */
export const auditActions = {
  "sign-in": "Signed in",
  "sign-in failed": "Sign-in failed",
  "sign-out": "Signed out",
  "session expired": "Session ended (time limit)",
  invite: "Invited",
  "invite refused": "Sign-up link refused",
  revoke: "Access ended",
  "teams changed": "Teams changed",
  "passkey added": "Passkey added",
  "passkey refused": "Passkey refused",
  "passkey removed": "Passkey removed",
  "people viewed": "People list viewed",
  "audit viewed": "Audit trail viewed",
  "audit exported": "Audit trail exported",
  denied: "Refused: not theirs",
  "inquiries listed": "Inbox viewed",
  "inquiry viewed": "Inquiry viewed",
  "related inquiries listed": "Same person's other inquiries shown",
  "status changed": "Status changed",
  "assignee changed": "Assignee changed",
  "inquiry moved": "Moved to another team",
  "note added": "Note added",
  "call logged": "Call logged",
  "reply sent": "E-mail reply sent",
  "reply cancelled": "E-mail reply cancelled",
  "reply refused": "E-mail reply not sent (someone replied meanwhile)",
  "saved reply changed": "Saved reply changed",
  "inquiries exported": "Inbox exported",
  "inquiry exported": "Inquiry exported",
  "hold placed": "Hold placed",
  "hold lifted": "Hold lifted",
  "inquiries deleted": "Closed inquiries deleted (retention)",
  "applications deleted": "Job applications deleted (retention)",
  "application deleted": "Job application deleted",
  "restored from backup": "Restored from a backup",
  "report viewed": "Report viewed",
  "report exported": "Report downloaded",
  "digest changed": "Morning e-mail setting changed",
  "person added by provider": "Added at first sign-in with the organisation account",
  "teams changed by provider": "Teams changed by the organisation's groups",
  "access ended by provider": "Access ended by the organisation's sign-in",
  "signed out by provider": "Signed out by the organisation's sign-in",
  "sign-in policy changed": "Sign-in setting changed",
  "postings listed": "Job postings viewed",
  "posting created": "Job posting created",
  "posting edited": "Job posting edited",
  "posting edit refused": "Job posting not saved (changed by someone else meanwhile)",
  "posting change refused": "Job posting not published, closed or reopened (changed meanwhile)",
  "posting publish refused": "Job posting not published (something missing)",
  "posting published": "Job posting published",
  "posting closed": "Job posting closed",
  "posting reopened": "Job posting reopened",
  "postings exported": "Job postings downloaded",
  "applications listed": "Job applications viewed",
  "application viewed": "Job application viewed",
  "related applications listed": "Same person's other applications shown",
  "application stage changed": "Application stage changed",
  "application change refused": "Job application not changed (changed by someone else meanwhile)",
  "application note added": "Application note added",
  "interview recorded": "Interview recorded",
  "interview changed": "Interview changed",
  "interview cancelled": "Interview cancelled",
  "applications moved": "Job applications moved together",
  "application board viewed": "Hiring board viewed",
  "applications exported": "Job applications downloaded",
  "application exported": "Job application downloaded (in an export)",
  "résumé downloaded": "Résumé downloaded",
} as const;

export type AuditAction = keyof typeof auditActions;
