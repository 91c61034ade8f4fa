/**
 * English admin text of full pools (decision 070): the dashboard's nearly full pools and the
 * queue's holds.
 */
export const adminPoolsEn = {
  "adminDashboard.sharedAccounts.fillingTitle": "Services nearly full",
  "adminDashboard.sharedAccounts.filling.one": "{service}: {used} of {seats} seat in use ({percent}%)",
  "adminDashboard.sharedAccounts.filling.other": "{service}: {used} of {seats} seats in use ({percent}%)",
  "adminCatalogue.accounts.holding.reason.holdExpired": "Seat from the queue, not opened in time",
  "adminEmail.templates.name.seatReady": "A seat is free for a waiting subscriber",
} as const;
