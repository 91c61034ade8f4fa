// Home page after a self-service account deletion: the panel sends the browser to ?account=deleted.
// The confirmation is shown once; the parameter leaves the address so a reload or a shared link
// does not repeat it.
const params = new URLSearchParams(location.search);
if (params.get("account") === "deleted") {
  const notice = document.querySelector<HTMLElement>("[data-account-deleted]");
  if (notice) notice.hidden = false;
  params.delete("account");
  const query = params.toString();
  history.replaceState(history.state, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
}
