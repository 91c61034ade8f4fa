/**
 * English text of full pools (issue 46, decision 070): whether a seat is free on each service
 * card, the queue a subscriber joins when every seat is taken, the notice and the mail when a seat
 * becomes theirs, and the admins' mail when a service's seats are nearly all taken.
 */
export const poolsEn = {
  // ---- Panel: the seat on a service card, before the click ----
  "pools.seat.ready": "Seat ready",
  "pools.seat.held": "Seat kept for you until {time}",
  "pools.seat.queued": "Full · you're #{position} in line",
  "pools.seat.wouldQueue": "Full · you'd be #{position} in line",
  // ---- Panel: opening a service whose seats are all taken ----
  "pools.queue.title": "All seats of {service} are taken",
  "pools.queue.position": "You're #{position} in line.",
  "pools.queue.inLine": "You're in line.",
  "pools.queue.promise":
    "We'll email you and tell you here as soon as a seat is yours, and keep it for you for {hours} hours.",
  "pools.queue.short": "All seats are taken. You're #{position} in line: we'll email you when a seat is yours.",
  "pools.queue.shortInLine": "All seats are taken. You're in line: we'll email you when a seat is yours.",
  // ---- Panel: the notice when a seat is theirs ----
  "notices.seatReady": "A seat of {service} is yours. We keep it for you until {time}.",
  "notices.seatReady.open": "Open {service}",
  // ---- Mail: a seat is theirs ----
  "email.seatReady.subject": "A seat of {service} is yours",
  "email.seatReady.heading": "Your seat is ready",
  "email.seatReady.body":
    "A seat of {service} is free and it is yours: you were first in line. We keep it for you until {date} (UTC). Open {service} before then, or the seat goes to the next person in line.",
  "email.seatReady.action": "Open {service}",
  "email.reason.seatReady": "You get this email because you were waiting for a seat of a PremiumHub service.",
  // ---- Mail to admins: a service's seats are nearly all taken ----
  "email.poolFilling.subject.one": "{service}: {used} of {seats} seat in use",
  "email.poolFilling.subject.other": "{service}: {used} of {seats} seats in use",
  "email.poolFilling.body.one":
    "The accounts of {service} are {percent}% full: {used} of their {seats} seat is in use, and {waiting} waiting for one. Add an account or raise its seats before it is full. You will be told again only after it drops below 90%.",
  "email.poolFilling.body.other":
    "The accounts of {service} are {percent}% full: {used} of their {seats} seats are in use, and {waiting} waiting for one. Add an account or raise its seats before it is full. You will be told again only after it drops below 90%.",
} as const;
