// FAQ accordion: one item open at a time; clicking the open item closes it. Each trigger is a
// <button aria-expanded aria-controls> so it works with the keyboard and is announced.
function setOpen(trigger: HTMLButtonElement, open: boolean): void {
  trigger.setAttribute("aria-expanded", String(open));
  const panelId = trigger.getAttribute("aria-controls");
  const panel = panelId ? document.getElementById(panelId) : null;
  if (panel) panel.hidden = !open;
}

for (const accordion of document.querySelectorAll<HTMLElement>("[data-accordion]")) {
  const triggers = [...accordion.querySelectorAll<HTMLButtonElement>("button[data-accordion-trigger]")];
  for (const trigger of triggers) {
    trigger.addEventListener("click", () => {
      const wasOpen = trigger.getAttribute("aria-expanded") === "true";
      for (const other of triggers) setOpen(other, false);
      if (!wasOpen) setOpen(trigger, true);
    });
  }
}
