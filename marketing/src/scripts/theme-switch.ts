// The footer's theme switch (issue 28): marks the stored choice and keeps a new one. The head's boot
// script (shared/src/theme.ts, loaded before this) has already applied the stored choice.
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { applyTheme, chooseTheme, isTheme, readTheme, type Theme } from "@app/shared/theme";

function markChoice(theme: Theme): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-theme-choice]")) {
    button.setAttribute("aria-pressed", String(button.dataset.themeChoice === theme));
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>("[data-theme-choice]")) {
  button.addEventListener("click", () => {
    const theme = button.dataset.themeChoice;
    if (!isTheme(theme)) return;
    chooseTheme(theme);
    markChoice(theme);
  });
}

// Another tab's choice.
window.addEventListener("storage", (event) => {
  if (event.key !== STORAGE_KEYS.theme && event.key !== null) return;
  const theme = readTheme();
  applyTheme(theme);
  markChoice(theme);
});

markChoice(readTheme());
