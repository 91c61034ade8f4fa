/**
 * English text of renewals (issue 43): the subscription card's auto-renew, the failed-renewal
 * banner, the sandbox's linking page and the mails about subscriptions: renewals, receipts and the
 * welcome (issue 44).
 */
export const renewalsEn = {
  // ---- Panel: auto-renew on the subscription card, and the failed-renewal banner ----
  "renewal.title": "Auto-renew",
  "renewal.state.off": "Off",
  "renewal.state.scheduled": "On",
  "renewal.state.retrying": "Payment declined, retrying",
  "renewal.state.past_due": "Past due",
  "renewal.offNote":
    "Link an e-wallet once and we renew your subscription 24 hours before it ends. QRIS and virtual accounts can't be charged automatically, so we remind you by email instead.",
  "renewal.nextCharge": "Next charge: {amount} on {date}",
  "renewal.method": "Charged to {label}",
  "renewal.channel": "E-wallet",
  "renewal.turnOn": "Turn on",
  "renewal.turnOff": "Turn off",
  "renewal.changeMethod": "Change method",
  "renewal.continue": "Continue to {channel}",
  "renewal.linking": "Waiting for your wallet to confirm the link…",
  "renewal.linked": "Auto-renew is on",
  "renewal.linkFailed": "The wallet was not linked. Nothing was charged.",
  "renewal.turnedOff": "Auto-renew is off. Your access continues until {date}.",
  "renewal.turnOffConfirm.title": "Turn auto-renew off?",
  "renewal.turnOffConfirm.body":
    "We won't charge {label} again. Your subscription continues until {date}, and we remind you by email before it ends.",
  "renewal.turnOffConfirm.confirm": "Turn off",
  "renewal.banner.retrying":
    "We couldn't renew your subscription: the payment was declined. We'll try again on {date}.",
  "renewal.banner.past_due": "We couldn't renew your subscription. Your access ends on {date} unless you pay.",
  "renewal.banner.payNow": "Pay now",
  // ---- The sandbox's linking page (local server and tests only) ----
  "sandbox.link.title": "Link an e-wallet (sandbox)",
  "sandbox.link.note": "This page plays your wallet's authorisation page. No money moves.",
  "sandbox.link.wallet": "Wallet",
  "sandbox.link.link": "Link",
  "sandbox.link.decline": "Link a wallet that will decline",
  "sandbox.link.cancel": "Cancel",
  "sandbox.link.done": "This request was already answered. You can close this page.",
  // ---- Mails: the heads-up before a charge, a declined charge, the receipt ----
  "email.renewalHeadsUp.subject": "Your {package} subscription renews on {date}",
  "email.renewalHeadsUp.heading": "Your subscription renews soon",
  "email.renewalHeadsUp.body":
    "On {date} we will charge {amount} to {method} to renew your {package} subscription for {days} days.",
  "email.renewalHeadsUp.priceChanged":
    "The price of {package} has changed since your last payment: it was {before}, it is now {amount}.",
  "email.renewalHeadsUp.stop":
    "You don't need to do anything. To stop the renewal, turn auto-renew off in your panel before that date.",
  "email.renewalHeadsUp.action": "Manage auto-renew",
  "email.renewalDeclined.subject": "We couldn't renew your {package} subscription",
  "email.renewalDeclined.heading": "Your renewal payment was declined",
  "email.renewalDeclined.body": "We tried to charge {amount} to {method} for your {package} subscription. {reason}",
  "email.renewalDeclined.retry": "We will try again on {date}, and you keep your access in the meantime.",
  "email.renewalDeclined.pastDue":
    "That was our last try. You keep your access until {date}. Pay before then to keep your subscription.",
  "email.renewalDeclined.payNow": "You can pay now with any method, QRIS and virtual accounts included.",
  "email.renewalDeclined.action": "Pay now",
  "email.declineReason.INSUFFICIENT_BALANCE": "The wallet's balance was too low.",
  "email.declineReason.ACCOUNT_ACCESS_BLOCKED": "The wallet is blocked.",
  "email.declineReason.TOKEN_EXPIRED": "The wallet's link has expired.",
  "email.declineReason.NO_METHOD": "No wallet is linked any more.",
  "email.declineReason.other": "The wallet declined the payment.",
  "email.receipt.subject": "Your receipt for {package}",
  "email.receipt.heading": "Thank you for your payment",
  "email.receipt.paid": "We received {amount} for {package} ({days} days).",
  "email.receipt.renewed": "We charged {amount} to {method} and renewed {package} for {days} days.",
  "email.receipt.period": "Your subscription now runs until {date}.",
  "email.receipt.pdf": "The receipt page shows the details and has a PDF to download.",
  "email.receipt.action": "View receipt",
  "email.reason.autoRenew": "You get this email because auto-renew is on for your PremiumHub subscription.",
  "email.reason.payment": "You get this email because you paid for a PremiumHub subscription.",
  "email.welcome.subject": "Welcome to PremiumHub: your subscription is ready",
  "email.welcome.heading": "You're all set",
  "email.welcome.runsUntil": "Your {package} subscription is active until {date}.",
  "email.welcome.started": "Your {package} subscription is active.",
  "email.welcome.next": "Two steps and your services open signed in, with one click:",
  "email.welcome.step1":
    "1. On your computer, in Chrome, Edge or Firefox, install our two browser extensions with the setup guide.",
  "email.welcome.step2": "2. Open your services from your dashboard: {url}",
  "email.welcome.action": "Open the setup guide",
  "email.welcome.phone": "On a phone? Open this email again on your computer: the extensions run in a desktop browser.",
  "email.reason.welcome": "You get this email because you started a PremiumHub subscription.",
} as const;
